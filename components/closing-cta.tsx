import { CtaRow } from '@/components/page-hero';
import { Section } from '@/components/ui/section';
import type { Cta } from '@/content/types';
import styles from './closing-cta.module.css';

export type ClosingCtaContent = { title: string; body: string; ctas: readonly Cta[] };

/** The last band of an information page: one sentence on what to do next and the page's buttons again. */
export function ClosingCta({ title, body, ctas }: ClosingCtaContent) {
  return (
    <Section className={styles.section}>
      <div className={styles.panel}>
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.body}>{body}</p>
        <CtaRow ctas={ctas} />
      </div>
    </Section>
  );
}
