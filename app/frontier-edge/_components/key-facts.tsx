import styles from './key-facts.module.css';

/** The node's key facts as a definition list (the same facts the datasheet prints). */
export function KeyFacts({ facts, label }: { facts: readonly { term: string; detail: string }[]; label: string }) {
  return (
    <div className={styles.panel}>
      <h3 className={styles.heading}>{label}</h3>
      <dl className={styles.list}>
        {facts.map((fact) => (
          <div key={fact.term} className={styles.row}>
            <dt className={styles.term}>{fact.term}</dt>
            <dd className={styles.detail}>{fact.detail}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
