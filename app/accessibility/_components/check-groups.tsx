import { useId } from 'react';
import type { CheckGroup } from '@/content/accessibility';
import styles from './statement.module.css';

/** The automated gates and the manual reviews, side by side on wide screens. */
export function CheckGroups({ groups }: { groups: readonly CheckGroup[] }) {
  const id = useId();
  return (
    <div className={styles.groups}>
      {groups.map((group, index) => (
        <article key={group.title} className={styles.group} aria-labelledby={`${id}-${index}`}>
          <h3 id={`${id}-${index}`}>{group.title}</h3>
          <p className={styles.when}>{group.when}</p>
          <ul className={styles.checks}>
            {group.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </article>
      ))}
    </div>
  );
}
