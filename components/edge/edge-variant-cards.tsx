import { SiteLink } from '@/components/layout/site-link';
import type { EdgeVariantLink } from '@/content/edge';
import styles from './edge-variant-cards.module.css';

/** Cards linking to edge pages (the variants, or the overview and sibling variants); the whole card is the target. */
export function EdgeVariantCards({ items }: { items: readonly EdgeVariantLink[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.href} className={styles.card}>
          <h3 className={styles.title}>
            <SiteLink href={item.href} className={styles.link}>
              {item.name}
            </SiteLink>
          </h3>
          <p className={styles.summary}>{item.summary}</p>
          <span className={styles.arrow} aria-hidden="true">
            →
          </span>
        </li>
      ))}
    </ul>
  );
}
