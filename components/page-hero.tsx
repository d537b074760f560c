import type { ReactNode } from 'react';
import type { Cta } from '@/content/types';
import { LinkButton } from '@/components/ui/link-button';
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

/** A row of call-to-action buttons; the first is primary unless a variant says otherwise. */
export function CtaRow({ ctas, inverse = false }: { ctas: readonly Cta[]; inverse?: boolean }) {
  return (
    <div className={styles.ctas}>
      {ctas.map((cta, index) => {
        const variant = cta.variant ?? (index === 0 ? 'primary' : 'secondary');
        return (
          <LinkButton
            key={`${cta.label}-${cta.href}`}
            href={cta.href}
            external={cta.external}
            context={cta.context}
            variant={inverse && variant === 'primary' ? 'inverse' : variant}
          >
            {cta.label}
          </LinkButton>
        );
      })}
    </div>
  );
}
