import type { ReactNode } from 'react';
import { uiText } from '@/content/ui';

type ExternalLinkProps = {
  href: string;
  children: ReactNode;
  className?: string;
  /** Decoration after the announcement (LinkButton's arrow icon). */
  after?: ReactNode;
};

/** The one way to open an external page in a new tab: rel='noopener noreferrer', announced as such. */
export function ExternalLink({ href, children, className, after }: ExternalLinkProps) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{uiText.newTab}</span>
      {after}
    </a>
  );
}
