import type { TitleBody } from '@/content/types';
import styles from './statement.module.css';

export function LimitationList({ items }: { items: readonly TitleBody[] }) {
  return (
    <ul className={styles.limitations}>
      {items.map((item) => (
        <li key={item.title}>
          <h3>{item.title}</h3>
          <p>{item.body}</p>
        </li>
      ))}
    </ul>
  );
}
