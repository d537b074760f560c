import type { TitleBody } from '@/content/types';
import styles from './contact-sections.module.css';

/** The three things a message leads to, in the order most visitors ask for them. */
export function NextSteps({ heading, steps }: { heading: string; steps: readonly TitleBody[] }) {
  return (
    <section className={styles.aside} aria-labelledby="next-steps-heading">
      <h2 id="next-steps-heading" className={styles.asideHeading}>
        {heading}
      </h2>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.title} className={styles.step}>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <p className={styles.stepBody}>{step.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
