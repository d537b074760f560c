import type { Metadata } from 'next';
import type { PageMeta } from '@/content/types';
import { site } from '@/content/site';

export const DEFAULT_OG_IMAGE = {
  url: '/og-default.png',
  width: 1200,
  height: 630,
  alt: `${site.company.name}: ${site.company.tagline}`,
};

/**
 * Metadata for one page: title (through the layout's template), description, canonical link and the Open
 * Graph / Twitter cards. Next replaces, not merges, a page's openGraph object, so every field is set here.
 */
export function pageMetadata({ title, description, path }: PageMeta, extra: { ogType?: 'website' | 'article' } = {}): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: extra.ogType ?? 'website',
      siteName: site.company.name,
      title,
      description,
      url: path,
      locale: 'en_US',
      images: [DEFAULT_OG_IMAGE],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      images: [DEFAULT_OG_IMAGE.url],
    },
  };
}
