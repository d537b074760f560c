'use client';

// eslint-disable-next-line no-restricted-imports -- the one wrapper every other file uses
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { relativeHref } from '@/lib/util/relative-href';
import { PREFETCH_ATTRIBUTE } from './use-intent-prefetch';

/**
 * next/link for every link of the site to its own pages (ESLint refuses next/link elsewhere). It never
 * prefetches as it scrolls into view: the layout prefetches a page when the visitor reaches for its link
 * (use-intent-prefetch.ts), and not at all on the drafts preview.
 */
export function SiteLink(props: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  return <Link {...props} prefetch={false} {...{ [PREFETCH_ATTRIBUTE]: '' }} />;
}

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
 * <a>, not next/link: Next resolves relative hrefs itself, and the browser should do exactly what the HTML says.
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
