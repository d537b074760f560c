import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { isDraftsPath } from '@/lib/analytics/privacy';
import { SITE_LINK_ATTRIBUTE } from './site-link';

type Place = Pick<Location, 'href' | 'origin' | 'pathname' | 'search'>;

/**
 * The page of this build a SiteLink at or around `target` leads to, or null: plain links (among them a blog
 * card's link to a post newer than the build, which has no payload), other origins, new windows, downloads and
 * files are the browser's to follow.
 */
function siteLinkURL(target: EventTarget | null, location: Place): URL | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest(`a[href][${SITE_LINK_ATTRIBUTE}]`);
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.getAttribute('href')!, location.href);
  if (url.origin !== location.origin) return null;
  if (/\.[a-z0-9]+$/i.test(url.pathname) && !url.pathname.endsWith('.html')) return null;
  return url;
}

/** The page to prefetch when the visitor reaches for a link: another page's path and query (null on this page's own links). */
export function intentHref(target: EventTarget | null, location: Place): string | null {
  const url = siteLinkURL(target, location);
  return url && url.pathname !== location.pathname ? url.pathname + url.search : null;
}

/**
 * Where a click on a link navigates in place, or null to let the browser follow it: a plain left click on a
 * SiteLink to another page (a modified or middle click opens a tab, a fragment of this page is the browser's
 * scroll, and an event a handler already took is left to it). The same rules as next/link's.
 */
export function clickHref(event: MouseEvent, location: Place): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const url = siteLinkURL(event.target, location);
  if (!url || (url.pathname === location.pathname && url.search === location.search && url.hash)) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * Client-side navigation for every SiteLink, from one listener on the document instead of a hydrated component
 * per link. A click navigates in place with the router (Next's scroll and focus handling, as next/link did);
 * a pointer resting on a link, a finger touching it or focus on it prefetches its page first. Next's default,
 * prefetching every link the moment it scrolled into view, made a phone download and decode the payloads, styles
 * and hero images of the pages behind the header's and the cards' links while the page itself was still starting
 * (~100 ms of a phone-sized load's main thread, 2026-12-07). Until the script runs, and with JavaScript off, the
 * links are ordinary links. Off on the drafts preview, whose connect-src is the WordPress.com API alone: its
 * links load whole pages.
 */
export function useSiteNavigation(pathname: string) {
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
    const onClick = (event: MouseEvent) => {
      const href = clickHref(event, window.location);
      if (!href) return;
      event.preventDefault();
      router.push(href);
    };
    const controller = new AbortController();
    for (const type of ['pointerover', 'touchstart', 'focusin']) {
      document.addEventListener(type, onIntent, { capture: true, passive: true, signal: controller.signal });
    }
    // Bubbling, not capture: a component's own click handler on a link (preventDefault) runs first and wins.
    document.addEventListener('click', onClick, { signal: controller.signal });
    return () => controller.abort();
  }, [router, quiet]);
}
