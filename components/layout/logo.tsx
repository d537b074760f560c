import { site } from '@/content/site';
import styles from './logo.module.css';

/** The wordmark: a drawn peak glyph plus the company's short name as live text. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <span className={`${styles.logo} ${inverse ? styles.inverse : ''}`}>
      <svg className={styles.mark} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M5 24 13 10l4 6.5L20 12l7 12Z" fill="#fff" />
        <path d="M13 10 10.2 15 13 13.6 15.2 14.6Z" fill="#9ec5ee" />
      </svg>
      <span className={styles.text}>{site.company.shortName}</span>
    </span>
  );
}
