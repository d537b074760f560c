import { SiteLink } from './site-link';
import { site } from '@/content/site';
import styles from './header-search-link.module.css';

/** The header's way into site search: a plain link, so it works without JavaScript and loads no search code. */
export function HeaderSearchLink() {
  return (
    <SiteLink href={site.search.href} className={styles.link}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className={styles.label}>{site.search.label}</span>
    </SiteLink>
  );
}
