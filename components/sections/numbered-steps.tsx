import { Section } from '@/components/ui/section';
import type { TitleBody } from '@/content/types';
import styles from './numbered-steps.module.css';

type Props = {
  id: string;
  title: string;
  intro: string;
  steps: readonly TitleBody[];
  tone?: 'default' | 'muted';
  /**
   * 'columns': one row of cards, number on top (a short sequence); 'wrap': cards wrap at a fixed width with
   * the number beside the title (a longer sequence such as Frontier Edge's seven steps).
   */
  layout?: 'columns' | 'wrap';
};

/** A sequence as an ordered list of numbered cards: used where the order is the point. */
export function NumberedSteps({ id, title, intro, steps, tone = 'muted', layout = 'columns' }: Props) {
  return (
    <Section id={id} title={title} intro={intro} tone={tone}>
      <ol
        className={layout === 'wrap' ? `${styles.steps} ${styles.wrap}` : styles.steps}
        style={{ ['--step-count' as string]: steps.length }}
      >
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
