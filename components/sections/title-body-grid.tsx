import { Card, CardGrid } from '@/components/ui/card';
import type { TitleBody } from '@/content/types';

type Props = {
  items: readonly TitleBody[];
  min?: string;
  /** A coloured rule on top of each card, where a page sets its cards apart from the section around them. */
  rule?: 'primary' | 'accent';
};

/** A list of titled paragraphs as a grid of cards (columns, value propositions, case studies, features). */
export function TitleBodyGrid({ items, min = '16rem', rule }: Props) {
  return (
    <CardGrid as="ul" min={min}>
      {items.map((item) => (
        <li key={item.title}>
          <Card title={item.title} rule={rule}>
            <p>{item.body}</p>
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}
