import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { isDraftsPath } from '@/lib/analytics/privacy';

/** The attribute SiteLink puts on its links: pages of the build. */
export const PREFETCH_ATTRIBUTE = 'data-prefetch';

/**
 * The page a pointer over, a touch on, or focus on `target` may lead to: a SiteLink's page, as path and query, or
 * null (plain links, among them a blog card's link to a post newer than the build, which has no payload to fetch;
 * other origins, new windows, downloads, files, and links within this page).
 */
export function intentHref(target: EventTarget | null, location: Pick<Location, 'href' | 'origin' | 'pathname'>): string | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest(`a[href][${PREFETCH_ATTRIBUTE}]`);
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.getAttribute('href')!, location.href);
  if (url.origin !== location.origin || url.pathname === location.pathname) return null;
  if (/\.[a-z0-9]+$/i.test(url.pathname) && !url.pathname.endsWith('.html')) return null;
  return url.pathname + url.search;
}

/**
 * Every link of the site prefetches on intent only (SiteLink sets prefetch={false}): when a pointer rests on it, a
 * finger touches it, or it takes focus, its page is fetched ahead of the click. Next's default, every link the
 * moment it scrolls into view, made a phone download and decode the payloads, styles and hero images of the
 * pages behind the header's and the cards' links while the page itself was still starting: ~100 ms of a
 * phone-sized load's main thread, and 100-300 ms of Lighthouse's blocking time, 2026-12-07. One listener for the
 * whole document instead of one per link. Off on the drafts preview, whose connect-src is the WordPress.com API
 * alone.
 */
export function useIntentPrefetch(pathname: string) {
  const router = useRouter();
  const quiet = isDraftsPath(pathname);

  useEffect(() => {
    if (quiet) return;
    const asked = new Set<string>();
    const onIntent = ({ target }: Event) => {
      const href = intentHref(target, window.location);
      if (!href || asked.has(href)) return;
      asked.add(href);
      router.prefetch(href);
    };
    const controller = new AbortController();
    for (const type of ['pointerover', 'touchstart', 'focusin']) {
      document.addEventListener(type, onIntent, { capture: true, passive: true, signal: controller.signal });
    }
    return () => controller.abort();
  }, [router, quiet]);
}
