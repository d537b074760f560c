import { Card, CardGrid } from '@/components/ui/card';
import type { TitleBody } from '@/content/types';

/** A list of titled paragraphs as a grid of cards (columns, value propositions, case studies, features). */
export function TitleBodyGrid({ items, min = '16rem' }: { items: readonly TitleBody[]; min?: string }) {
  return (
    <CardGrid as="ul" min={min}>
      {items.map((item) => (
        <li key={item.title}>
          <Card title={item.title}>
            <p>{item.body}</p>
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}
