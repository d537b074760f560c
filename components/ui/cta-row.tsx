import type { Cta } from '@/content/types';
import { LinkButton } from './link-button';
import styles from './cta-row.module.css';

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
