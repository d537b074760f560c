import Link from 'next/link';
import { site } from '@/content/site';
import { CurrentYear } from './current-year';
import { Logo } from './logo';
import { RelativeLink } from './relative-link';
import styles from './site-footer.module.css';

function FooterLink({ href, label }: { href: string; label: string }) {
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
        {label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  if (!href.startsWith('/')) return <RelativeLink href={href} label={label} className={styles.link} />;
  return (
    <Link href={href} className={styles.link}>
      {label}
    </Link>
  );
}

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo inverse />
          <p className={styles.tagline}>{site.company.tagline}</p>
        </div>
        {site.footer.columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading} className={styles.column}>
            <h2 className={styles.heading}>{column.heading}</h2>
            <ul className={styles.list}>
              {column.links.map((link) => (
                <li key={link.label}>
                  <FooterLink href={link.href} label={link.label} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label="Company" className={styles.column}>
          <h2 className={styles.heading}>Company</h2>
          <ul className={styles.list}>
            {site.footer.links.map((link) => (
              <li key={link.href}>
                <FooterLink href={link.href} label={link.label} />
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={styles.bottom}>
        <p>
          © <CurrentYear buildYear={new Date().getFullYear()} /> {site.company.legalName.replace(/\.$/, '')}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
