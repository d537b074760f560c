'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { NavLink } from '@/content/types';
import styles from './site-nav.module.css';

/** Keep in step with the 768px breakpoint in site-nav.module.css: the layout is CSS, this only resets state. */
const MOBILE_QUERY = '(max-width: 768px)';

type Props = { products: readonly NavLink[]; links: readonly NavLink[] };

/**
 * Main navigation as WAI-ARIA disclosure buttons: the hamburger (mobile only, by CSS) and the Products menu.
 * The server HTML is complete at every width; JavaScript only toggles open/closed.
 */
export function SiteNav({ products, links }: Props) {
  const pathname = usePathname();
  const [menuOpen, setMenuOpen] = useState(false);
  const [productsOpen, setProductsOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const productsButton = useRef<HTMLButtonElement>(null);
  const productsItem = useRef<HTMLLIElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // Every route change closes the menus (adjusted while rendering, not in an effect)...
  const [renderedPath, setRenderedPath] = useState(pathname);
  if (renderedPath !== pathname) {
    setRenderedPath(pathname);
    setMenuOpen(false);
    setProductsOpen(false);
  }

  // ...and starts the new page at the top (spec: route table), unless it asked for a #fragment.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);

  // Marks the page interactive; e2e tests wait for it before clicking client components.
  useEffect(() => {
    if (navRef.current) navRef.current.dataset.hydrated = 'true';
  }, []);

  // Crossing the breakpoint re-evaluates mobile mode: menus start closed in the new layout.
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const reset = () => {
      setMenuOpen(false);
      setProductsOpen(false);
    };
    query.addEventListener('change', reset);
    return () => query.removeEventListener('change', reset);
  }, []);

  useEffect(() => {
    if (!productsOpen) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!productsItem.current?.contains(event.target as Node)) setProductsOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [productsOpen]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    if (productsOpen) {
      setProductsOpen(false);
      productsButton.current?.focus();
    } else if (menuOpen) {
      setMenuOpen(false);
      menuButton.current?.focus();
    }
  };

  const isCurrent = (href: string) => pathname === href;
  const productsActive = products.some((item) => isCurrent(item.href));

  return (
    <nav ref={navRef} aria-label="Main" className={styles.nav} onKeyDown={onKeyDown}>
      <button
        ref={menuButton}
        type="button"
        className={styles.menuToggle}
        aria-expanded={menuOpen}
        aria-controls="site-menu"
        onClick={() => setMenuOpen((open) => !open)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" focusable="false">
          {menuOpen ? (
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
        <span className="visually-hidden">Menu</span>
      </button>
      <ul id="site-menu" className={styles.menu} data-open={menuOpen}>
        <li
          ref={productsItem}
          className={styles.hasSubmenu}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setProductsOpen(false);
          }}
        >
          <button
            ref={productsButton}
            type="button"
            className={`${styles.link} ${styles.productsButton}`}
            aria-expanded={productsOpen}
            aria-controls="products-menu"
            data-active={productsActive}
            onClick={() => setProductsOpen((open) => !open)}
          >
            Products
            <svg aria-hidden="true" viewBox="0 0 12 12" width="12" height="12" className={styles.chevron}>
              <path d="M2 4.5 6 8l4-3.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </button>
          <ul id="products-menu" className={styles.submenu} hidden={!productsOpen}>
            {products.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className={styles.sublink}
                  aria-current={isCurrent(item.href) ? 'page' : undefined}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </li>
        {links.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className={styles.link} aria-current={isCurrent(item.href) ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
