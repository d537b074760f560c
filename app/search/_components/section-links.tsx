import { SiteLink } from '@/components/layout/site-link';
import type { NavLink } from '@/content/types';
import styles from './search.module.css';

/** The main sections, for visitors search cannot help: without JavaScript, or after a search found nothing. */
export function SectionLinks({ links, label }: { links: readonly NavLink[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.sections}>
        {links.map((link) => (
          <li key={link.href}>
            <SiteLink href={link.href}>{link.label}</SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
