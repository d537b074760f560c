import type { TitleBody } from '@/content/types';
import styles from './step-list.module.css';

/** The 'how it works' steps as an ordered list: the order is the content, so it is an <ol>, numbered by CSS. */
export function StepList({ steps }: { steps: readonly TitleBody[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.title} className={styles.step}>
          <h3 className={styles.title}>{step.title}</h3>
          <p className={styles.body}>{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
