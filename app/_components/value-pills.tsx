import { TitleBodyList } from '@/components/sections/title-body-list';
import { Section } from '@/components/ui/section';
import type { TitleBody } from '@/content/types';
import styles from './value-pills.module.css';

/** The home page's three value pills. */
export function ValuePills({ title, items }: { title: string; items: readonly TitleBody[] }) {
  return (
    <Section title={title} tone="muted">
      <TitleBodyList items={items} className={styles.pills} itemClassName={styles.pill} />
    </Section>
  );
}
