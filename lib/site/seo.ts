import type { Metadata } from 'next';
import type { PageMeta } from '@/content/types';
import { site } from '@/content/site';
import { OG_CARD_SIZE, ogCardPath } from '@/lib/og/paths';

export const DEFAULT_OG_IMAGE = {
  url: '/og-default.png',
  width: 1200,
  height: 630,
  alt: `${site.company.name}: ${site.company.tagline}`,
};

/**
 * Metadata for one page: title (through the layout's template), description, canonical link and the Open
 * Graph / Twitter cards. Next replaces, not merges, a page's openGraph object, so every field is set here.
 * The image is the route's own card, generated at build (app/og/), so a shared /fkp link does not look like /vitro.
 */
export function pageMetadata(
  { title, description, path }: PageMeta,
  extra: {
    ogType?: 'website' | 'article';
    /** The route whose card this page shares (a blog list page: /blog's). */ cardPath?: string;
  } = {},
): Metadata {
  const image = { url: ogCardPath(extra.cardPath ?? path), ...OG_CARD_SIZE, alt: `${title}: ${site.company.name}` };
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
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      images: [{ url: image.url, alt: image.alt }],
    },
  };
}
