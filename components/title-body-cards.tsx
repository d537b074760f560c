import { Card, CardGrid } from '@/components/ui/card';
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

/** A titled section whose points are cards with an h3 each. */
export function TitleBodyCards({ id, title, intro, items, tone = 'default', min = '17rem' }: Props) {
  return (
    <Section id={id} title={title} intro={intro} tone={tone}>
      <CardGrid min={min}>
        {items.map((item) => (
          <Card key={item.title} title={item.title}>
            <p>{item.body}</p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
