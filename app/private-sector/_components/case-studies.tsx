import type { CaseStudy } from '@/content/private-sector';
import styles from './case-studies.module.css';

export function CaseStudies({ items }: { items: readonly CaseStudy[] }) {
  return (
    <ul className={styles.list}>
      {items.map((study) => (
        <li key={study.sector} className={styles.study}>
          <h3 className={styles.sector}>{study.sector}</h3>
          <dl className={styles.facts}>
            <dt>The challenge</dt>
            <dd>{study.challenge}</dd>
            <dt>How the platform answered</dt>
            <dd>{study.approach}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
