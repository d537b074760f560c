import { TitleBodyList } from '@/components/sections/title-body-list';
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
   * the number beside the title (a longer sequence such as Frontier Edge's seven steps); 'journey': one row
   * of roomier cards joined by arrows, never two rows (the private-sector compliance journey's three steps).
   */
  layout?: 'columns' | 'wrap' | 'journey';
};

/** A sequence as an ordered list of numbered cards: used where the order is the point. */
export function NumberedSteps({ id, title, intro, steps, tone = 'muted', layout = 'columns' }: Props) {
  return (
    <Section id={id} title={title} intro={intro} tone={tone}>
      <TitleBodyList
        as="ol"
        items={steps}
        className={layout === 'columns' ? styles.steps : `${styles.steps} ${styles[layout]}`}
        itemClassName={styles.step}
        style={{ ['--step-count' as string]: steps.length }}
        bodySize={layout === 'columns' ? 'sm' : 'base'}
      />
    </Section>
  );
}
