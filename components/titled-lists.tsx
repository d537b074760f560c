import type { TitledList } from '@/content/types';
import styles from './titled-lists.module.css';

/** Side-by-side titled lists ('What We Provide' / 'What You Achieve Faster', compliance outcomes). */
export function TitledLists({ lists }: { lists: readonly TitledList[] }) {
  return (
    <div className={styles.lists}>
      {lists.map((list) => (
        <div key={list.title} className={styles.column}>
          <h3 className={styles.title}>{list.title}</h3>
          <ul className={styles.items}>
            {list.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
