import type { Metadata } from 'next';
import { CtaRow } from '@/components/page-hero';
import { notFoundContent } from '@/content/errors';
import styles from './status-page.module.css';

export const metadata: Metadata = {
  title: notFoundContent.title,
  description: notFoundContent.body,
  robots: { index: false },
};

export default function NotFound() {
  return (
    <div className={styles.page}>
      <p className={styles.code}>404</p>
      <h1>{notFoundContent.title}</h1>
      <p className={styles.body}>{notFoundContent.body}</p>
      <CtaRow ctas={notFoundContent.ctas} />
    </div>
  );
}
