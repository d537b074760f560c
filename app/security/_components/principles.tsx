import { Section } from '@/components/ui/section';
import type { TitleBody } from '@/content/types';
import styles from './principles.module.css';

/** The three zero-trust rules the rest of the page applies, numbered because they build on each other. */
export function Principles({ title, intro, items }: { title: string; intro: string; items: readonly TitleBody[] }) {
  return (
    <Section title={title} intro={intro} tone="muted">
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={item.title} className={styles.item}>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.body}>{item.body}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
