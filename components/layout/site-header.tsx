import { site } from '@/content/site';
import { HeaderSearchLink } from './header-search-link';
import { Logo } from './logo';
import { SiteLink } from './site-link';
import { SiteNav } from './site-nav';
import styles from './site-header.module.css';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <SiteLink href="/" className={styles.logo} aria-label={`${site.company.name} home`}>
          <Logo />
        </SiteLink>
        <SiteNav products={site.nav.products} links={site.nav.links} />
        <HeaderSearchLink />
      </div>
    </header>
  );
}
