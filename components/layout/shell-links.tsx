'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { relativeHref } from '@/lib/util/relative-href';
import { SiteLink } from './site-link';

/** A header link marked aria-current on its own page, also in the exported HTML (the pathname is known there). */
export function NavLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const current = usePathname() === href;
  return (
    <SiteLink href={href} className={className} aria-current={current ? 'page' : undefined}>
      {children}
    </SiteLink>
  );
}

/**
 * A link written relative (the footer's 'whycapi') that reaches the same root page from any depth. A plain
 * <a>, not a SiteLink: the browser should do exactly what the HTML says.
 */
export function RelativeLink({ href, label, className }: { href: string; label: string; className?: string }) {
  const pathname = usePathname();
  const ref = useRef<HTMLAnchorElement>(null);

  // The 404 page is one HTML file served at any depth, rendered for a path that is not the visitor's. React
  // does not patch attributes while hydrating, so the href is corrected from the real location after mount.
  useEffect(() => {
    ref.current?.setAttribute('href', relativeHref(window.location.pathname, href));
  }, [pathname, href]);

  return (
    <a ref={ref} href={relativeHref(pathname, href)} className={className}>
      {label}
    </a>
  );
}
