import { productSchemas } from '@/content/product-schemas';
import { site } from '@/content/site';
import type { PageMeta } from '@/content/types';
import { env } from '@/lib/config/env';
import { ogCardPath } from '@/lib/og/paths';
import { pageContent } from '@/lib/site/pages';

/** schema.org JSON-LD for search engines, in the shapes Google's structured-data documentation describes. */
type JsonLdObject = Record<string, unknown>;

const absolute = (path: string) => `${env.siteUrl}${path === '/' ? '' : path}`;

/** The site itself (on every page, beside the Organization). */
export function websiteJsonLd(): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.company.name,
    url: env.siteUrl,
    inLanguage: 'en-US',
    publisher: { '@type': 'Organization', name: site.company.name, url: env.siteUrl },
  };
}

export type Crumb = { name: string; path: string };

/**
 * Home, then each ancestor route that is a page, then this page: '/security/disclosure' gives Home ›
 * Zero-trust security › Vulnerability disclosure policy. Ancestors without a page (/blog/7) are skipped.
 */
export function breadcrumbTrail(meta: Pick<PageMeta, 'title' | 'path'>): Crumb[] {
  const segments = meta.path.split('/').filter(Boolean);
  const ancestors = segments.slice(0, -1).flatMap((_, i) => {
    const path = `/${segments.slice(0, i + 1).join('/')}`;
    const page = pageContent(path);
    return page ? [{ name: page.meta.title, path }] : [];
  });
  return [{ name: 'Home', path: '/' }, ...ancestors, { name: meta.title, path: meta.path }];
}

export function breadcrumbJsonLd(trail: readonly Crumb[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path),
    })),
  };
}

/** The product a product page presents, or null for pages that are not about one product. */
export function productJsonLd(meta: PageMeta): JsonLdObject | null {
  const schema = productSchemas[meta.path];
  if (!schema) return null;
  const common = {
    '@context': 'https://schema.org',
    name: schema.name,
    description: meta.description,
    url: absolute(meta.path),
    image: absolute(ogCardPath(meta.path)),
  };
  if (schema.type === 'SoftwareApplication') {
    return {
      ...common,
      '@type': 'SoftwareApplication',
      applicationCategory: schema.applicationCategory,
      operatingSystem: schema.operatingSystem,
      publisher: { '@type': 'Organization', name: site.company.name },
    };
  }
  return {
    ...common,
    '@type': 'Product',
    category: schema.category,
    brand: { '@type': 'Brand', name: site.company.name },
    manufacturer: { '@type': 'Organization', name: site.company.name },
  };
}
