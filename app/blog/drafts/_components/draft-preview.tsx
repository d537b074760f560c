import { ArticleView } from '@/components/blog/article-view';
import { PageView } from '@/components/wp-pages/page-view';
import { draftsPage as copy } from '@/content/blog-drafts';
import type { WireDraft } from '@/lib/blog/drafts/api';
import type { CheckItem, DraftDrawing } from '@/lib/blog/drafts/check';
import { PrePublishCheck } from './pre-publish-check';
import { statusInWords } from './draft-status';
import { fill } from './fill';
import styles from './drafts.module.css';

type Props = { post: WireDraft; drawing: DraftDrawing; items: CheckItem[]; siteUrl: string };

/**
 * One draft drawn by the view its published self will have (a post by the article view, a WordPress page by the
 * page view), under a banner saying it is not published, then the check; the banner and the check line up with
 * the view they go with.
 */
export function DraftPreview({ post, drawing, items, siteUrl }: Props) {
  const wide = drawing.as === 'page';
  return (
    <>
      <div className={wide ? `${styles.column} ${styles.wide}` : styles.column}>
        <div className={styles.banner} role="note" aria-label={copy.preview.banner}>
          <strong>{copy.preview.banner}</strong>
          <span>{statusInWords(post.status, post.date)}</span>
          <a href="#before-you-publish">
            {items.length > 0 ? fill(copy.preview.toCheck, { count: items.length }) : copy.preview.toCheckClean}
          </a>
        </div>
      </div>
      {drawing.as === 'page' ? (
        <PageView page={drawing.page} />
      ) : (
        <ArticleView article={drawing.article} canonicalUrl={`${siteUrl}${drawing.article.href}`} />
      )}
      {wide ? (
        <div className={styles.pageCheck}>
          <PrePublishCheck items={items} page />
        </div>
      ) : (
        <PrePublishCheck items={items} />
      )}
    </>
  );
}
