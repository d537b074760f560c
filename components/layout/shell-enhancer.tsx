'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { analyticsPageShown } from '@/lib/browser/analytics/client';
import type { AnalyticsConfig } from '@/lib/config/env-public';
import { LAYOUT_IDS } from './layout-ids';
import { useSiteNavigation } from './site-navigation';

/** Keep in step with the 768px breakpoint in site-nav.module.css: the layout is CSS, this only resets state. */
const MOBILE_QUERY = '(max-width: 768px)';

const byId = (id: string) => document.getElementById(id);
const openDetails = () => document.querySelectorAll<HTMLDetailsElement>('header details[open]');

/** Closes every open header <details> but `except`, and the phone menu too when nothing is excepted. */
function closeAll(except?: Element) {
  const menu = byId(LAYOUT_IDS.menu);
  if (!except && menu?.matches(':popover-open')) menu.hidePopover();
  for (const details of openDetails()) if (details !== except) details.open = false;
}

/**
 * The layout's whole script, one leaf that renders nothing: it works on the server-rendered header and footer by
 * id, so both stay server components. It adds only what native HTML lacks:
 * - Escape closes an open header <details> and returns focus to its summary (the popover menu closes itself);
 * - a click or focus outside closes it; opening one closes the others;
 * - the hamburger's aria-expanded follows its popover;
 * - a route change or crossing the breakpoint closes everything, and a new page starts at the top;
 * - the footer's copyright year follows the visitor's clock (the HTML carries the build year);
 * - on a build with analytics, each page shown is reported to lib/browser/analytics/client.ts;
 * - every SiteLink navigates in place, and its page is prefetched when the visitor reaches for it
 *   (site-navigation.ts).
 */
export function ShellEnhancer({ analytics }: { analytics: AnalyticsConfig | null }) {
  const pathname = usePathname();
  const firstPath = useRef(true);
  useSiteNavigation(pathname);

  useEffect(() => {
    const year = byId(LAYOUT_IDS.year) as HTMLTimeElement | null;
    if (year) year.textContent = year.dateTime = String(new Date().getFullYear());

    const nav = byId(LAYOUT_IDS.nav);
    const menu = byId(LAYOUT_IDS.menu);
    const root = nav?.closest('header');
    if (!nav || !menu || !root) return;
    const toggle = nav.querySelector(`[popovertarget="${LAYOUT_IDS.menu}"]`);
    const onMenuToggle = () => {
      const open = menu.matches(':popover-open');
      toggle?.setAttribute('aria-expanded', String(open));
      if (!open) closeAll(menu);
    };
    // A press or focus outside an open <details> closes it (inside the menu, the menu itself stays open).
    const onOutside = (event: Event) => {
      const inside = (event as FocusEvent).relatedTarget ?? (event.type === 'pointerdown' ? event.target : null);
      for (const details of openDetails()) if (!details.contains(inside as Node | null)) details.open = false;
    };
    const controller = new AbortController();
    const on = (target: EventTarget, type: string, listener: (event: never) => void, capture = false) =>
      target.addEventListener(type, listener as EventListener, { capture, signal: controller.signal });
    on(menu, 'toggle', onMenuToggle);
    // 'toggle' does not bubble: listen in the capture phase to hear every header <details>.
    on(root, 'toggle', ({ target }: Event) => target instanceof HTMLDetailsElement && target.open && closeAll(target), true);
    on(root, 'keydown', (event: KeyboardEvent) => {
      const [open] = openDetails();
      if (event.key !== 'Escape' || !open) return;
      // Handled here: the open popover menu around it must not close as well.
      event.preventDefault();
      event.stopPropagation();
      open.open = false;
      open.querySelector('summary')?.focus();
    });
    on(root, 'focusout', onOutside);
    on(document, 'pointerdown', onOutside);
    on(window.matchMedia(MOBILE_QUERY), 'change', () => closeAll());
    onMenuToggle();
    // Marks the page interactive; e2e tests wait for it before relying on client behaviour.
    nav.dataset.hydrated = 'true';
    return () => controller.abort();
  }, []);

  // Every route change closes the menus and starts the new page at the top, unless it asked
  // for a #fragment. The first render is the page load itself: nothing to close, and the browser placed it.
  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    closeAll();
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => analyticsPageShown(analytics, pathname), [analytics, pathname]);

  return null;
}
