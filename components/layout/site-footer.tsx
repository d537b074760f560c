import { site } from '@/content/site';
import { LAYOUT_IDS } from './layout-ids';
import { Logo } from './logo';
import { RelativeLink } from './shell-links';
import { SiteLink } from './site-link';
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
    <SiteLink href={href} className={styles.link}>
      {label}
    </SiteLink>
  );
}

export function SiteFooter() {
  const buildYear = new Date().getFullYear();
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
          {/* The build year; ShellEnhancer moves it to the visitor's year, so a page viewed a year after its build
              shows that year. */}
          ©{' '}
          <time id={LAYOUT_IDS.year} dateTime={String(buildYear)}>
            {buildYear}
          </time>{' '}
          {site.company.legalName.replace(/\.$/, '')}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
