import { buttonClassName } from '@/components/ui/link-button';
import type { AccessibilityStatement } from '@/content/accessibility';
import styles from './statement.module.css';

/** How to reach us about a barrier: email first, phone for those who cannot use email. */
export function ReportProblem({ contact }: { contact: AccessibilityStatement['contact'] }) {
  const tel = contact.phone.replace(/[^\d+]/g, '');
  return (
    <div className={styles.report}>
      <div>
        <p>{contact.intro}</p>
        <p className={styles.channels}>
          <a className={buttonClassName('primary')} href={`mailto:${contact.email}`}>
            {contact.emailLabel}
          </a>
          <a className={buttonClassName('secondary')} href={`tel:${tel}`}>
            {`${contact.callLabel} ${contact.phone}`}
          </a>
        </p>
        <p className={styles.address}>
          {contact.addressLabel} <span className={styles.email}>{contact.email}</span>
        </p>
        <p>{contact.response}</p>
      </div>
      <div className={styles.include}>
        <h3>{contact.includeTitle}</h3>
        <ul>
          {contact.include.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className={styles.procurement}>{contact.procurement}</p>
      </div>
    </div>
  );
}
