import type { ComponentProps } from 'react';

/** The attribute SiteLink puts on its links: pages of this build, which the layout's script prefetches and opens in place. */
export const SITE_LINK_ATTRIBUTE = 'data-site-link';

/**
 * Every link of the site to its own pages (ESLint refuses next/link): a plain <a>, server-rendered, that the
 * layout's one script turns into a client-side navigation (site-navigation.ts). next/link made each link a client
 * component that React hydrated, hooks and all: 95 of them on /blog, a third of a phone's main-thread JavaScript
 * there and the larger part of Lighthouse's blocking time on the blog's pages (2026-12-07, docs/decisions.md).
 */
export function SiteLink({ href, ...props }: ComponentProps<'a'> & { href: string }) {
  return <a href={href} {...props} {...{ [SITE_LINK_ATTRIBUTE]: '' }} />;
}
