import { CtaRow } from '@/components/ui/cta-row';
import { Section } from '@/components/ui/section';
import type { CtaBandContent } from '@/content/types';
import styles from './closing-cta.module.css';

type Props = CtaBandContent & {
  /**
   * 'panel' ends an information page on a light panel; 'inverse' ends a product page on the dark band;
   * 'inverse-panel' is a centred navy panel that reads as one unit apart from the (also navy) footer.
   */
  tone?: 'panel' | 'inverse' | 'inverse-panel';
};

/** The last band of a page: one sentence on what to do next and the page's buttons again. */
export function ClosingCta({ title, body, ctas, tone = 'panel' }: Props) {
  if (tone === 'inverse') {
    return (
      <Section title={title} tone="inverse" className={styles.band}>
        <p className={styles.bandBody}>{body}</p>
        <div className={styles.actions}>
          <CtaRow ctas={ctas} inverse />
        </div>
      </Section>
    );
  }
  if (tone === 'inverse-panel') {
    return (
      <Section className={styles.section}>
        <div className={styles.inversePanel}>
          <h2 className={styles.inverseTitle}>{title}</h2>
          <p className={styles.bandBody}>{body}</p>
          <div className={styles.actions}>
            <CtaRow ctas={ctas} inverse />
          </div>
        </div>
      </Section>
    );
  }
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
