import { Section } from '@/components/ui/section';
import type { TitleBody } from '@/content/types';
import styles from './upgrade-steps.module.css';

type Props = { title: string; intro: string; steps: readonly TitleBody[] };

/** The upgrade sequence as an ordered list: the order is the point. */
export function UpgradeSteps({ title, intro, steps }: Props) {
  return (
    <Section id="upgrades" title={title} intro={intro} tone="muted">
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.title} className={styles.step}>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.body}>{step.body}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
