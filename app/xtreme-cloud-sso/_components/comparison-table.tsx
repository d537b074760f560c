import type { ComparisonRow } from '@/content/xtreme-cloud-sso';
import styles from './comparison-table.module.css';

type Props = { caption: string; productHeading: string; otherHeading: string; rows: readonly ComparisonRow[] };

/** The two-column comparison as a real table, so each product strength is read beside its counterpart. */
export function ComparisonTable({ caption, productHeading, otherHeading, rows }: Props) {
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.productHead}>
              {productHeading}
            </th>
            <th scope="col" className={styles.otherHead}>
              {otherHeading}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.product}>
              <th scope="row" className={styles.product}>
                <div className={styles.cell}>
                  <Mark kind="yes" />
                  <span>
                    <strong className={styles.term}>{row.product}</strong>
                    <span className={styles.detail}>{row.productDetail}</span>
                  </span>
                </div>
              </th>
              <td className={styles.other}>
                <div className={styles.cell}>
                  <Mark kind="no" />
                  <span>{row.other}</span>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Mark({ kind }: { kind: 'yes' | 'no' }) {
  return (
    <svg className={kind === 'yes' ? styles.yes : styles.no} aria-hidden="true" viewBox="0 0 20 20" width="20" height="20">
      {kind === 'yes' ? (
        <path d="M4 10.5 8.5 15 16 5.5" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
      ) : (
        <path d="M5.5 5.5l9 9M14.5 5.5l-9 9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      )}
    </svg>
  );
}
