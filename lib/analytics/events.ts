/**
 * The analytics events, by the exact names an operator creates as goals in Plausible (docs/analytics.md), and
 * the builders of the ones this site sends itself; the tracker sends `pageview`, the outbound-link and the
 * file-download events on its own. The privacy notice (content/privacy.ts) describes each by its key.
 */
export const EVENTS = {
  pageview: 'pageview',
  notFound: '404',
  outbound: 'Outbound Link: Click',
  download: 'File Download',
  cta: 'CTA click',
  contactSent: 'Contact sent',
} as const;

export type EventKey = keyof typeof EVENTS;

/** The custom properties each event carries (the ones to register in Plausible). */
export const EVENT_PROPS: Record<EventKey, readonly string[]> = {
  pageview: [],
  notFound: ['path'],
  outbound: ['url'],
  download: ['url'],
  cta: ['label', 'from'],
  contactSent: ['from'],
};

export type SiteEvent = { name: string; props: Record<string, string> };

/** What a call to action is called on screen: its text as a visitor reads it, in one line. */
function visibleText(link: HTMLAnchorElement): string {
  const text = (link.innerText ?? link.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text || link.getAttribute('aria-label')?.trim() || '';
}

/** A click on a link to this site's contact page, from the page at `here`; null for any other link. */
export function ctaClick(link: HTMLAnchorElement, here: Pick<Location, 'href' | 'origin' | 'pathname'>): SiteEvent | null {
  const target = new URL(link.getAttribute('href') ?? '', here.href);
  if (target.origin !== here.origin || target.pathname !== '/contact') return null;
  return { name: EVENTS.cta, props: { label: visibleText(link), from: here.pathname } };
}

/** The not-found page, shown for `path` (the address asked for, without its query). */
export function notFound(path: string): SiteEvent {
  return { name: EVENTS.notFound, props: { path } };
}

/** A message EmailJS has accepted, from a visitor who came to the form from `from`. */
export function contactSent(from: string): SiteEvent {
  return { name: EVENTS.contactSent, props: { from } };
}
