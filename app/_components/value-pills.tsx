import { Section } from '@/components/ui/section';
import type { TitleBody } from '@/content/types';
import styles from './value-pills.module.css';

/** The spec's three value pills. */
export function ValuePills({ title, items }: { title: string; items: readonly TitleBody[] }) {
  return (
    <Section title={title} tone="muted">
      <ul className={styles.pills}>
        {items.map((pill) => (
          <li key={pill.title} className={styles.pill}>
            <h3 className={styles.title}>{pill.title}</h3>
            <p>{pill.body}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
