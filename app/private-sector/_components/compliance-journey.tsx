import type { TitleBody } from '@/content/types';
import styles from './compliance-journey.module.css';

/** The three journey steps as an ordered list; the arrows between them are decoration. */
export function ComplianceJourney({ steps }: { steps: readonly TitleBody[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <h3 className={styles.title}>{step.title}</h3>
          <p className={styles.body}>{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
