import { TitleBodyList } from '@/components/sections/title-body-list';
import type { TitleBody } from '@/content/types';
import styles from './contact-sections.module.css';

/** The three things a message leads to, in the order most visitors ask for them. */
export function NextSteps({ heading, steps }: { heading: string; steps: readonly TitleBody[] }) {
  return (
    <section className={styles.aside} aria-labelledby="next-steps-heading">
      <h2 id="next-steps-heading" className={styles.asideHeading}>
        {heading}
      </h2>
      <TitleBodyList as="ol" items={steps} className={styles.steps} itemClassName={styles.step} />
    </section>
  );
}
