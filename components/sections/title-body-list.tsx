import type { CSSProperties, ReactNode } from 'react';
import type { TitleBody } from '@/content/types';
import styles from './title-body-list.module.css';

type Props<Item extends TitleBody> = {
  items: readonly Item[];
  /** 'ol' where the order is the point (steps, principles that build on each other). */
  as?: 'ul' | 'ol';
  /** The list's layout and each item's frame, from the caller's module. */
  className?: string;
  itemClassName?: string;
  style?: CSSProperties;
  /** 'sm' for dense cards where several sit on one row. */
  bodySize?: 'base' | 'sm';
  /** Drawn above each item's title (an icon). */
  media?: (item: Item) => ReactNode;
};

/** A list of titled paragraphs, each an h3 over a muted paragraph: values, principles, steps, roles. */
export function TitleBodyList<Item extends TitleBody>({
  items,
  as: List = 'ul',
  className,
  itemClassName,
  style,
  bodySize = 'base',
  media,
}: Props<Item>) {
  const bodyClass = bodySize === 'sm' ? `${styles.body} ${styles.small}` : styles.body;
  return (
    <List className={className} style={style}>
      {items.map((item) => (
        <li key={item.title} className={itemClassName}>
          {media?.(item)}
          <h3 className={styles.title}>{item.title}</h3>
          <p className={bodyClass}>{item.body}</p>
        </li>
      ))}
    </List>
  );
}
