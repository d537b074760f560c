import { TitleBodyList } from '@/components/sections/title-body-list';
import { Section } from '@/components/ui/section';
import type { TitleBody } from '@/content/types';
import styles from './principles.module.css';

/** The three zero-trust rules the rest of the page applies, numbered because they build on each other. */
export function Principles({ title, intro, items }: { title: string; intro: string; items: readonly TitleBody[] }) {
  return (
    <Section title={title} intro={intro} tone="muted">
      <TitleBodyList as="ol" items={items} className={styles.list} itemClassName={styles.item} />
    </Section>
  );
}
