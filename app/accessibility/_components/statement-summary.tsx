import { buttonClassName } from '@/components/ui/link-button';
import { Container } from '@/components/ui/section';
import type { AccessibilityStatement } from '@/content/accessibility';
import { formatReviewedDate } from '@/lib/util/long-date';
import styles from './statement.module.css';

type Props = Pick<AccessibilityStatement, 'summary' | 'summaryLabels' | 'lastReviewed'> & { email: string };

/** The statement at a glance, directly under the hero: what we target, where we stand, whom to tell. */
export function StatementSummary({ summary, summaryLabels: labels, lastReviewed, email }: Props) {
  return (
    <Container className={styles.summaryBand}>
      <dl className={styles.summary}>
        <div>
          <dt>{labels.standard}</dt>
          <dd>{summary.standard}</dd>
        </div>
        <div>
          <dt>{labels.covers}</dt>
          <dd>{summary.covers}</dd>
        </div>
        <div>
          <dt>{labels.status}</dt>
          <dd>{summary.status}</dd>
        </div>
        <div>
          <dt>{labels.lastReviewed}</dt>
          <dd>
            <time dateTime={lastReviewed}>{formatReviewedDate(lastReviewed)}</time>
          </dd>
        </div>
      </dl>
      <p className={styles.summaryAction}>
        <a className={buttonClassName('primary')} href={`mailto:${email}`}>
          {labels.report}
        </a>
        <span className={styles.summaryEmail}>{email}</span>
      </p>
    </Container>
  );
}
