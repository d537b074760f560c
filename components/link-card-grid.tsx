import { Card, CardGrid } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import type { LinkCard } from '@/content/types';
import styles from './link-card-grid.module.css';

/** Cards that each send the reader to one page (products from /about, /whycapi, /federal-frontier). */
export function LinkCardGrid({ items, min = '17rem' }: { items: readonly LinkCard[]; min?: string }) {
  return (
    <CardGrid min={min}>
      {items.map((item) => (
        // The icon is decorative: the card's heading already names the page it links to.
        <Card
          key={item.href}
          title={item.title}
          media={item.icon ? <img src={item.icon} alt="" width={56} height={56} className={styles.icon} /> : undefined}
          footer={
            <LinkButton href={item.href} variant="secondary">
              {item.linkLabel}
            </LinkButton>
          }
        >
          <p>{item.body}</p>
        </Card>
      ))}
    </CardGrid>
  );
}
