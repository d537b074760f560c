import type { AddOn } from '@/content/day2apps';
import styles from './add-on-list.module.css';

/** The add-ons in their fixed order, numbered, with a line on what each does. */
export function AddOnList({ items }: { items: readonly AddOn[] }) {
  return (
    <ol className={styles.list}>
      {items.map((addOn) => (
        <li key={addOn.name} className={styles.item}>
          <h3 className={styles.name}>{addOn.name}</h3>
          <p className={styles.purpose}>{addOn.purpose}</p>
        </li>
      ))}
    </ol>
  );
}
