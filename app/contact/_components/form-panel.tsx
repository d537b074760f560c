import type { ContactFormCopy } from '@/content/contact';
import type { CompleteEmailJsIds } from '@/lib/contact/form-ids';
import { ContactForm } from './contact-form';
import styles from './contact-sections.module.css';

type Props = {
  copy: ContactFormCopy;
  /** Null when the site was built without EmailJS: the visitor is told where to write instead. */
  ids: CompleteEmailJsIds | null;
  unavailable: { text: string; email: string };
};

export function FormPanel({ copy, ids, unavailable }: Props) {
  return (
    <div className={styles.panel}>
      <h2 id="contact-form-heading" className={styles.panelHeading}>
        {copy.heading}
      </h2>
      {ids ? (
        <ContactForm ids={ids} copy={copy} labelledBy="contact-form-heading" />
      ) : (
        <p className={styles.unavailable}>
          {unavailable.text} <a href={`mailto:${unavailable.email}`}>{unavailable.email}</a>.
        </p>
      )}
    </div>
  );
}
