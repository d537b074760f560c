import type { TitledList } from '@/content/types';
import styles from './titled-lists.module.css';

type Props = {
  lists: readonly TitledList[];
  /** 'cards': roomy columns under an accent rule; 'compact': narrower plain columns of tight checklists. */
  density?: 'cards' | 'compact';
};

/** Side-by-side titled lists ('What We Provide' / 'What You Achieve Faster', compliance outcomes, FedStryke's capabilities). */
export function TitledLists({ lists, density = 'cards' }: Props) {
  return (
    <div className={`${styles.lists} ${styles[density]}`}>
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
