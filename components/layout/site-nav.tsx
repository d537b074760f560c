import type { NavLink as NavItem } from '@/content/types';
import { NavLink } from './shell-links';
import { LAYOUT_IDS } from './layout-ids';
import styles from './site-nav.module.css';

type Props = { products: readonly NavItem[]; links: readonly NavItem[] };

/**
 * Main navigation on native HTML, so it works before and without JavaScript: the hamburger (shown by CSS at
 * 768px and below) is a popover button, which opens, light-dismisses on Escape or a click outside, and returns
 * focus by itself; the Products submenu is a <details>. ShellEnhancer (in the layout) adds what the browser lacks (Escape for the
 * submenu, aria-expanded, closing on navigation and on crossing the breakpoint); NavLink marks the current page.
 */
export function SiteNav({ products, links }: Props) {
  return (
    <nav id={LAYOUT_IDS.nav} aria-label="Main" className={styles.nav}>
      {/* No aria-expanded in the HTML: the browser exposes a popover button's state itself; a static value
          would be wrong once the menu opens without JavaScript. ShellEnhancer keeps the attribute in step. */}
      <button type="button" popoverTarget={LAYOUT_IDS.menu} aria-controls={LAYOUT_IDS.menu} className={styles.menuToggle}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" focusable="false">
          <path className={styles.iconMenu} d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          <path className={styles.iconClose} d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Menu</span>
      </button>
      <ul id={LAYOUT_IDS.menu} popover="auto" className={styles.menu}>
        <li className={styles.hasSubmenu}>
          <details id={LAYOUT_IDS.products} className={styles.products}>
            <summary className={`${styles.link} ${styles.productsToggle}`}>
              Products
              <svg aria-hidden="true" viewBox="0 0 12 12" width="12" height="12" className={styles.chevron}>
                <path d="M2 4.5 6 8l4-3.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
              </svg>
            </summary>
            <ul id={LAYOUT_IDS.productsMenu} className={styles.submenu}>
              {products.map((item) => (
                <li key={item.href}>
                  <NavLink href={item.href} className={styles.sublink}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </details>
        </li>
        {links.map((item) => (
          <li key={item.href}>
            <NavLink href={item.href} className={styles.link}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
