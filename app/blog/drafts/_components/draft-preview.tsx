import { ArticleView } from '@/components/blog/article-view';
import { draftsPage as copy } from '@/content/blog-drafts';
import type { WireDraft } from '@/lib/blog/drafts/api';
import type { CheckItem } from '@/lib/blog/drafts/check';
import type { Article } from '@/lib/blog/types';
import { PrePublishCheck } from './pre-publish-check';
import { statusInWords } from './draft-status';
import { fill } from './fill';
import styles from './drafts.module.css';

type Props = { post: WireDraft; article: Article; items: CheckItem[]; siteUrl: string };

/** One post drawn by the published article view, under a banner saying it is not published, then the check. */
export function DraftPreview({ post, article, items, siteUrl }: Props) {
  return (
    <>
      <div className={styles.column}>
        <div className={styles.banner} role="note" aria-label={copy.preview.banner}>
          <strong>{copy.preview.banner}</strong>
          <span>{statusInWords(post.status, post.date)}</span>
          <a href="#before-you-publish">
            {items.length > 0 ? fill(copy.preview.toCheck, { count: items.length }) : copy.preview.toCheckClean}
          </a>
        </div>
      </div>
      <ArticleView article={article} canonicalUrl={`${siteUrl}${article.href}`} />
      <PrePublishCheck items={items} />
    </>
  );
}
