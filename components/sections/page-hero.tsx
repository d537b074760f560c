import type { ReactNode } from 'react';
import type { Cta } from '@/content/types';
import { CtaRow } from '@/components/ui/cta-row';
import styles from './page-hero.module.css';

export type PageHeroProps = {
  eyebrow?: string;
  title: string;
  lead: string;
  ctas?: readonly Cta[];
  /** Illustration beside the text (an <img> or inline SVG). */
  media?: ReactNode;
};

/** The top band of every page: the page's single h1, its lead paragraph and its call-to-action buttons. */
export function PageHero({ eyebrow, title, lead, ctas = [], media }: PageHeroProps) {
  return (
    <div className={styles.hero}>
      <div className={`${styles.inner} ${media ? styles.withMedia : ''}`}>
        <div className={styles.text}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
          {ctas.length > 0 ? <CtaRow ctas={ctas} /> : null}
        </div>
        {media ? <div className={styles.media}>{media}</div> : null}
      </div>
    </div>
  );
}
