// The part of the analytics that loads only when it may send: Plausible's official tracker and the site's own
// events. lib/browser/analytics/client.ts imports it when the browser is idle, on a build with analytics on.
import { init, track } from '@plausible-analytics/tracker';
import type { AnalyticsConfig } from '@/lib/config/env-public';
import { contactSent, ctaClick, notFound, type SiteEvent } from '../../analytics/events';
import { scrubPayload } from './scrub';

const send = ({ name, props }: SiteEvent) => track(name, { props });

// Each showing of the not-found page counts once, whichever of the first load and a route change sees it first.
const counted = new WeakSet<Element>();

/** Sends `404` when the page on screen is the not-found page (not the moment it hands a new post to the blog). */
export function pageShown() {
  const page = document.querySelector('[data-analytics="404"]');
  if (!page || counted.has(page) || page.closest('[data-blog-path]')) return;
  counted.add(page);
  send(notFound(location.pathname));
}

function onLinkClick(event: MouseEvent) {
  // A middle click opens the link too.
  if (event.type === 'auxclick' && event.button !== 1) return;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  const cta = link instanceof HTMLAnchorElement ? ctaClick(link, location) : null;
  if (cta) send(cta);
}

/** Page views (route changes included), outbound links and downloads are the tracker's; the rest are ours. */
export function start({ domain, endpoint }: AnalyticsConfig) {
  init({
    domain,
    endpoint,
    outboundLinks: true,
    fileDownloads: true,
    logging: false,
    transformRequest: scrubPayload,
  });
  document.addEventListener('click', onLinkClick);
  document.addEventListener('auxclick', onLinkClick);
  pageShown();
}

/** `Contact sent`, from a visitor who came to the form from `from` (never anything they typed). */
export const sendContactSent = (from: string) => send(contactSent(from));
