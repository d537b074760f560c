import { Section } from '@/components/ui/section';
import type { federalFrontierPage } from '@/content/federal-frontier';
import styles from './framework-support.module.css';

type Props = (typeof federalFrontierPage)['compliance'];

/**
 * One card per framework rather than a table: the three long text columns cannot be read side by side on a
 * phone, and each card still pairs the requirement with our answer under the same two labels.
 */
export function FrameworkSupport({ title, intro, columns, rows, note }: Props) {
  return (
    <Section id="compliance" title={title} intro={intro}>
      <ul className={styles.grid}>
        {rows.map((row) => (
          <li key={row.framework} className={styles.card}>
            <h3 className={styles.framework}>{row.framework}</h3>
            <dl className={styles.pairs}>
              <div>
                <dt>{columns.asks}</dt>
                <dd>{row.asks}</dd>
              </div>
              <div>
                <dt>{columns.support}</dt>
                <dd>{row.support}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{note}</p>
    </Section>
  );
}
