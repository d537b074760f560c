'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { NAV_IDS } from './nav-ids';

/** Keep in step with the 768px breakpoint in site-nav.module.css: the layout is CSS, this only resets state. */
const MOBILE_QUERY = '(max-width: 768px)';

/**
 * Adds to the server-rendered navigation (site-nav.tsx) only what native HTML lacks. Renders nothing: it works on
 * the elements by id, so the header stays a server component and this is the whole of its script.
 * - Escape closes an open header <details> and returns focus to its summary (the popover menu closes itself);
 * - a click or focus outside closes it; opening one closes the others;
 * - the hamburger's aria-expanded follows its popover;
 * - a route change or crossing the breakpoint closes everything, and a new page starts at the top.
 */
export function NavEnhancer() {
  const pathname = usePathname();
  const firstPath = useRef(true);

  useEffect(() => {
    const nav = document.getElementById(NAV_IDS.nav);
    const menu = document.getElementById(NAV_IDS.menu);
    if (!nav || !menu) return;
    const toggle = nav.querySelector<HTMLButtonElement>(`[popovertarget="${NAV_IDS.menu}"]`);
    // The whole header: one more disclosure added to it (beside the nav) joins the same rules.
    const root = nav.closest('header') ?? nav;
    const disclosures = () => Array.from(root.querySelectorAll('details'));
    const closeDisclosures = (except?: Element) => {
      for (const details of disclosures()) if (details !== except) details.open = false;
    };
    const menuOpen = () => menu.matches(':popover-open');
    const syncExpanded = () => toggle?.setAttribute('aria-expanded', String(menuOpen()));

    const onMenuToggle = () => {
      syncExpanded();
      if (!menuOpen()) closeDisclosures();
    };
    // 'toggle' does not bubble: listen in the capture phase to hear every header <details>.
    const onDetailsToggle = (event: Event) => {
      const details = event.target;
      if (details instanceof HTMLDetailsElement && details.open) closeDisclosures(details);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const open = disclosures().find((details) => details.open);
      if (!open) return;
      // Handled here: the open popover menu around it must not close as well.
      event.preventDefault();
      event.stopPropagation();
      open.open = false;
      open.querySelector('summary')?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      for (const details of disclosures()) if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onFocusOut = (event: FocusEvent) => {
      const details = (event.target as Element).closest?.('details');
      if (details?.open && !details.contains(event.relatedTarget as Node | null)) details.open = false;
    };
    const query = window.matchMedia(MOBILE_QUERY);
    const onBreakpoint = () => {
      if (menuOpen()) menu.hidePopover();
      closeDisclosures();
    };

    menu.addEventListener('toggle', onMenuToggle);
    root.addEventListener('toggle', onDetailsToggle, true);
    root.addEventListener('keydown', onKeyDown);
    root.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown);
    query.addEventListener('change', onBreakpoint);
    syncExpanded();
    // Marks the page interactive; e2e tests wait for it before relying on client behaviour.
    nav.dataset.hydrated = 'true';
    return () => {
      menu.removeEventListener('toggle', onMenuToggle);
      root.removeEventListener('toggle', onDetailsToggle, true);
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown);
      query.removeEventListener('change', onBreakpoint);
    };
  }, []);

  // Every route change closes the menus and starts the new page at the top (spec: route table), unless it asked
  // for a #fragment. The first render is the page load itself: nothing to close, and the browser placed it.
  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    const menu = document.getElementById(NAV_IDS.menu);
    if (menu?.matches(':popover-open')) menu.hidePopover();
    for (const details of document.querySelectorAll<HTMLDetailsElement>('header details')) details.open = false;
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);

  return null;
}
