import { Card, CardGrid } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { ContentImage, iconImage } from '@/components/ui/content-image';
import type { LinkCard } from '@/content/types';
import styles from './link-card-grid.module.css';

// A label such as 'Learn More' says nothing out of context (WCAG 2.4.4): screen readers' link lists and search
// engines get the card's title after it, in visually hidden words.
const GENERIC_LABEL = /^(learn more|read more|more|details)$/i;

/** Cards that each send the reader to one page (products from /about, /whycapi, /federal-frontier). */
export function LinkCardGrid({ items, min = '17rem' }: { items: readonly LinkCard[]; min?: string }) {
  return (
    <CardGrid min={min}>
      {items.map((item) => (
        // The icon is decorative: the card's heading already names the page it links to.
        <Card
          key={item.href}
          title={item.title}
          media={item.icon ? <ContentImage image={iconImage(item.icon, 56)} className={styles.icon} load="eager" /> : undefined}
          footer={
            <LinkButton
              href={item.href}
              variant="secondary"
              context={GENERIC_LABEL.test(item.linkLabel) ? `about ${item.title}` : undefined}
            >
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
