import type { ReactNode } from 'react';
import { FALLBACK_REDIRECT_SCRIPT } from '@/lib/blog/paths';
import styles from './blog-redirect.module.css';

/**
 * Wraps the 404 page's content. A static host answers every address without a file with 404.html; on
 * /blog/{id}/{slug} the inline script shows 'Loading...' and hands over to the article fallback page.
 * Without JavaScript the visitor gets the ordinary 404 content.
 */
export function BlogRedirect({ children, loadingLabel }: { children: ReactNode; loadingLabel: string }) {
  return (
    <div className={styles.root}>
      <div className={styles.notFound}>{children}</div>
      <p className={styles.loading}>{loadingLabel}</p>
      <script dangerouslySetInnerHTML={{ __html: FALLBACK_REDIRECT_SCRIPT }} />
    </div>
  );
}
