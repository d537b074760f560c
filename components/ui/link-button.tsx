// Every page's buttons, the drafts preview's too: there SiteLink prefetches nothing and loads whole pages.
import { SiteLink } from '@/components/layout/site-link';
import type { ReactNode } from 'react';
import { ExternalLink } from './external-link';
import styles from './link-button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'inverse';

type Props = {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  /** External targets (documentation, partner sites) open in a new tab. */
  external?: boolean;
  /** Visually hidden words completing a short label (see Cta.context). */
  context?: string;
  className?: string;
};

export function buttonClassName(variant: ButtonVariant = 'primary', extra?: string): string {
  return [styles.button, styles[variant], extra].filter(Boolean).join(' ');
}

/** A link styled as a button. Internal hrefs use client navigation; external ones open in a new tab. */
export function LinkButton({ href, children, variant = 'primary', external = false, context, className }: Props) {
  const cls = buttonClassName(variant, className);
  const hidden = context ? <span className="visually-hidden"> {context}</span> : null;
  if (external) {
    return (
      <ExternalLink
        className={cls}
        href={href}
        after={
          <svg className={styles.externalIcon} aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
            <path d="M9 2h5v5M14 2 7 9M12 9.5V14H2V4h4.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        }
      >
        {children}
        {hidden}
      </ExternalLink>
    );
  }
  return (
    <SiteLink className={cls} href={href}>
      {children}
      {hidden}
    </SiteLink>
  );
}
