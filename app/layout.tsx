import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { JsonLd } from '@/components/layout/json-ld';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { ShellEnhancer } from '@/components/layout/shell-enhancer';
import { site } from '@/content/site';
import { env } from '@/lib/config/env';
import { DEFAULT_OG_IMAGE } from '@/lib/site/seo';
import { websiteJsonLd } from '@/lib/site/structured-data';
import { inter } from './fonts';
import './globals.css';
import styles from './layout.module.css';

// No tag manager, cookie or third-party embed runs on this site, and /privacy says so: add one only with a
// matching change to content/privacy.ts (and the CSP in lib/site/csp.ts) in the same commit. The one measurement,
// Plausible when NEXT_PUBLIC_PLAUSIBLE_DOMAIN is set, is described there from the same configuration.
export const metadata: Metadata = {
  metadataBase: new URL(env.siteUrl),
  title: { default: site.company.name, template: `%s | ${site.company.name}` },
  description: site.company.description,
  applicationName: site.company.name,
  openGraph: { siteName: site.company.name, type: 'website', images: [DEFAULT_OG_IMAGE] },
  twitter: { card: 'summary_large_image' },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: '#0d1b2a',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body>
        <a href="#main" className={styles.skipLink}>
          Skip to main content
        </a>
        <SiteHeader />
        {/* data-pagefind-body: the search index (scripts/build/search-index.ts) reads only the main content. */}
        <main id="main" tabIndex={-1} className={styles.main} data-pagefind-body="">
          {children}
        </main>
        <SiteFooter />
        <ShellEnhancer analytics={env.analytics} />
        <JsonLd data={websiteJsonLd()} />
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: site.company.name,
            legalName: site.company.legalName,
            url: env.siteUrl,
            logo: `${env.siteUrl}/icon.svg`,
            email: site.company.email,
            description: site.company.description,
          }}
        />
      </body>
    </html>
  );
}
