import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import type { ComplianceBadge } from '@/content/types';
import styles from './compliance-badges.module.css';

const STATUS_TEXT = { 'in-place': 'In place', 'in-progress': 'In progress' } as const;

type Props = {
  title: string;
  badges: readonly ComplianceBadge[];
  note?: string;
};

/**
 * A badge bar on a dark panel. An in-progress badge is dimmed to half opacity (not yet achieved), but the status
 * is also written out beside it, outside the dimmed element, so it is never carried by opacity alone. White text
 * on the navy panel still meets 4.5:1 at half opacity.
 */
export function ComplianceBadges({ title, badges, note }: Props) {
  const titleId = useId();
  return (
    <div className={styles.panel}>
      <h3 id={titleId} className={styles.title}>
        {title}
      </h3>
      <ul className={styles.badges} aria-labelledby={titleId}>
        {badges.map((badge) => (
          <li key={badge.label} className={styles.item}>
            <Badge className={[styles.badge, badge.status === 'in-progress' ? styles.dimmed : ''].join(' ')}>{badge.label}</Badge>
            {badge.status ? (
              <span className={styles.status}>
                <StatusIcon status={badge.status} />
                {STATUS_TEXT[badge.status]}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {note ? <p className={styles.note}>{note}</p> : null}
    </div>
  );
}

function StatusIcon({ status }: { status: NonNullable<ComplianceBadge['status']> }) {
  return (
    <svg className={styles.icon} aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
      {status === 'in-place' ? (
        <path d="M3 8.5 6.5 12 13 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <>
          <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </>
      )}
    </svg>
  );
}
