import { draftsPage as copy } from '@/content/blog-drafts';
import { decodeEntitiesDom } from '@/lib/browser/blog/client';
import type { WireDraftSummary } from '@/lib/blog/drafts/api';
import { changedAt, statusInWords } from './draft-status';
import { fill } from './fill';
import styles from './drafts.module.css';

/**
 * The unpublished posts and pages, most recently changed first, each linking its preview; a page says so. Titles and names arrive
 * HTML-encoded ('&#8217;') and are shown as text: decoded here by the blog's browser decoder, unless the server
 * decoded them already (`decoded`, server mode, where this is also rendered on the server).
 */
export function DraftList({ posts, decoded: already = false }: { posts: WireDraftSummary[]; decoded?: boolean }) {
  const decoded = (text: string) => (already ? text : decodeEntitiesDom(text).trim());
  if (posts.length === 0) return <p>{copy.list.empty}</p>;
  return (
    <section aria-labelledby="drafts-list-heading">
      <h2 id="drafts-list-heading" className={styles.listHeading}>
        {copy.list.heading}
      </h2>
      <p className={styles.lead}>{fill(copy.list.count, { count: posts.length })}</p>
      <ul className={styles.list}>
        {posts.map((post) => (
          <li key={post.ID} className={styles.item}>
            <a href={`/blog/drafts?id=${post.ID}`} className={styles.itemTitle}>
              {decoded(post.title) || copy.list.untitled}
            </a>
            <span className={styles.status} data-status={post.status}>
              {post.type === 'page' ? `${copy.list.page} · ` : null}
              {statusInWords(post.status, post.date)}
            </span>
            <span className={styles.itemMeta}>
              {copy.list.changed}{' '}
              <time dateTime={post.modified} suppressHydrationWarning>
                {changedAt(post.modified)}
              </time>
              {post.author ? ` ${fill(copy.list.author, { author: decoded(post.author.name) })}` : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
