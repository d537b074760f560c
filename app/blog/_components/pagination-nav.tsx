import { SiteLink } from '@/components/layout/site-link';
import { blogLists } from '@/content/blog-lists';
import { pageLinkItems } from '@/lib/blog/pagination';
import { listPagePath } from '@/lib/blog/paths';
import styles from './pagination-nav.module.css';

type Props = {
  /** The list's first page: /blog or /blog/category/{slug}. */
  base: string;
  page: number;
  count: number;
  label: string;
};

/**
 * Previous/next and numbered links between the pages of a list. The current page is a link with
 * aria-current="page"; previous and next carry rel="prev"/"next" (the page's head repeats them).
 */
export function PaginationNav({ base, page, count, label }: Props) {
  if (count <= 1) return null;
  const text = blogLists.pagination;
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.list}>
        {page > 1 ? (
          <li>
            <SiteLink className={styles.step} href={listPagePath(base, page - 1)} rel="prev">
              <span aria-hidden="true">←</span>
              {text.previous}
              <span className="visually-hidden"> {text.pageWord}</span>
            </SiteLink>
          </li>
        ) : null}
        {pageLinkItems(page, count).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <SiteLink
                className={styles.number}
                href={listPagePath(base, item.page)}
                aria-label={text.pageLabel(item.page)}
                aria-current={item.page === page ? 'page' : undefined}
              >
                {item.page}
              </SiteLink>
            </li>
          ),
        )}
        {page < count ? (
          <li>
            <SiteLink className={styles.step} href={listPagePath(base, page + 1)} rel="next">
              {text.next}
              <span className="visually-hidden"> {text.pageWord}</span>
              <span aria-hidden="true">→</span>
            </SiteLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
