import { TitleBodyGrid } from '@/components/sections/title-body-grid';
import { Section } from '@/components/ui/section';
import type { TitleBody } from '@/content/types';

type Props = {
  id: string;
  title: string;
  intro: string;
  items: readonly TitleBody[];
  tone?: 'default' | 'muted';
  /** Narrowest card before the grid wraps; lower it to keep four cards on one row. */
  min?: string;
};

/** A titled section holding a TitleBodyGrid, for pages where the grid is the whole section. */
export function TitleBodyCards({ id, title, intro, items, tone = 'default', min = '17rem' }: Props) {
  return (
    <Section id={id} title={title} intro={intro} tone={tone}>
      <TitleBodyGrid items={items} min={min} />
    </Section>
  );
}
