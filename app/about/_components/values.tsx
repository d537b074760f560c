import { Section } from '@/components/ui/section';
import type { TitleBody } from '@/content/types';
import styles from './values.module.css';

export function Values({ title, items }: { title: string; items: readonly TitleBody[] }) {
  return (
    <Section id="values" title={title} tone="muted">
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.title} className={styles.item}>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.body}>{item.body}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
