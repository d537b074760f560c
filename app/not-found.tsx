import type { Metadata } from 'next';
import { BlogRedirect } from '@/components/blog/blog-redirect';
import { CtaRow } from '@/components/ui/cta-row';
import { blogPage } from '@/content/blog';
import { notFoundContent } from '@/content/errors';
import styles from '@/components/layout/status-page.module.css';

export const metadata: Metadata = {
  title: notFoundContent.title,
  description: notFoundContent.body,
  robots: { index: false },
};

// BlogRedirect hands /blog/{id}/{slug} addresses without a file (posts newer than the build) to the blog.
export default function NotFound() {
  return (
    <BlogRedirect loadingLabel={blogPage.article.loading}>
      {/* data-analytics: the page lib/browser/analytics/tracker.ts reports as a 404. */}
      <div className={styles.page} data-analytics="404">
        <p className={styles.code}>404</p>
        <h1>{notFoundContent.title}</h1>
        <p className={styles.body}>{notFoundContent.body}</p>
        <CtaRow ctas={notFoundContent.ctas} />
      </div>
    </BlogRedirect>
  );
}
