import styles from './capability-lists.module.css';

type List = { title: string; items: readonly string[] };

/** Side-by-side checklists of what the tool covers. */
export function CapabilityLists({ lists }: { lists: readonly List[] }) {
  return (
    <div className={styles.columns}>
      {lists.map((list) => (
        <div key={list.title} className={styles.column}>
          <h3 className={styles.title}>{list.title}</h3>
          <ul className={styles.list}>
            {list.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
