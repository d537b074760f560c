import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { JsonLd } from '@/components/json-ld';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { site } from '@/content/site';
import { env } from '@/lib/env';
import { DEFAULT_OG_IMAGE } from '@/lib/seo';
import { inter } from './fonts';
import './globals.css';
import styles from './layout.module.css';

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
      <head>
        {/* A file, not an inline style: the pages' CSP allows style elements from the site only. */}
        <noscript>
          {/* eslint-disable-next-line @next/next/no-css-tags -- a plain file on purpose: it must load only without JavaScript, which a CSS import cannot do */}
          <link rel="stylesheet" href="/noscript.css" />
        </noscript>
      </head>
      <body>
        <a href="#main" className={styles.skipLink}>
          Skip to main content
        </a>
        <SiteHeader />
        {/* data-pagefind-body: the search index (scripts/search-index.mjs) reads only the main content. */}
        <main id="main" tabIndex={-1} className={styles.main} data-pagefind-body="">
          {children}
        </main>
        <SiteFooter />
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
