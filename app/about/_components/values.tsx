import { TitleBodyList } from '@/components/sections/title-body-list';
import { Section } from '@/components/ui/section';
import type { TitleBody } from '@/content/types';
import styles from './values.module.css';

export function Values({ title, items }: { title: string; items: readonly TitleBody[] }) {
  return (
    <Section id="values" title={title} tone="muted">
      <TitleBodyList items={items} className={styles.list} itemClassName={styles.item} />
    </Section>
  );
}
