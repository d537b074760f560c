import { CtaRow } from '@/components/page-hero';
import { Section } from '@/components/ui/section';
import type { CtaBandContent } from '@/content/types';
import styles from './cta-band.module.css';

/** The closing call to action of a product page, on the inverse band. */
export function CtaBand({ title, body, ctas }: CtaBandContent) {
  return (
    <Section title={title} tone="inverse" className={styles.band}>
      <p className={styles.body}>{body}</p>
      <div className={styles.actions}>
        <CtaRow ctas={ctas} inverse />
      </div>
    </Section>
  );
}
