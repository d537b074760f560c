import { buttonClassName } from '@/components/ui/link-button';
import { Container } from '@/components/ui/section';
import type { AccessibilityStatement } from '@/content/accessibility';
import { formatReviewedDate } from '@/lib/long-date';
import styles from './statement.module.css';

type Props = Pick<AccessibilityStatement, 'summary' | 'lastReviewed'> & { email: string };

/** The statement at a glance, directly under the hero: what we target, where we stand, whom to tell. */
export function StatementSummary({ summary, lastReviewed, email }: Props) {
  return (
    <Container className={styles.summaryBand}>
      <dl className={styles.summary}>
        <div>
          <dt>Standard</dt>
          <dd>{summary.standard}</dd>
        </div>
        <div>
          <dt>Covers</dt>
          <dd>{summary.covers}</dd>
        </div>
        <div>
          <dt>Conformance status</dt>
          <dd>{summary.status}</dd>
        </div>
        <div>
          <dt>Last reviewed</dt>
          <dd>
            <time dateTime={lastReviewed}>{formatReviewedDate(lastReviewed)}</time>
          </dd>
        </div>
      </dl>
      <p className={styles.summaryAction}>
        <a className={buttonClassName('primary')} href={`mailto:${email}`}>
          Report an accessibility problem
        </a>
        <span className={styles.summaryEmail}>{email}</span>
      </p>
    </Container>
  );
}
