import type { Metadata } from 'next';
import { site } from '@/content/site';
import { wpPages } from '@/content/wp-page-labels';
import { socialImageOf } from '@/lib/blog/images';
import { absoluteUrl, usableSocialImage } from '@/lib/blog/seo';
import { env } from '@/lib/config/env';
import { OG_CARD_SIZE } from '@/lib/og/paths';
import { pageMetadata } from '@/lib/site/seo';
import { breadcrumbJsonLd, type Crumb } from '@/lib/site/structured-data';
import type { SitePage } from './types';

/** The generated social card of a page whose featured image social networks cannot show (app/og/page/). */
function pageOgCardPath(id: number): string {
  return `/og/page/${id}.png`;
}

function socialImage(page: SitePage) {
  const image = page.featuredImage;
  if (!usableSocialImage(image)) return { url: pageOgCardPath(page.id), ...OG_CARD_SIZE, alt: page.title };
  const social = socialImageOf(image);
  return { ...social, url: absoluteUrl(social.url), alt: page.title };
}

const descriptionOf = (page: SitePage) => page.description || wpPages.fallbackDescription;

/** Title, the excerpt as description, the canonical URL, and an Open Graph card as the site's other pages have. */
export function wpPageMetadata(page: SitePage): Metadata {
  const meta = { title: page.title, description: descriptionOf(page), path: page.path };
  const base = pageMetadata(meta);
  const image = socialImage(page);
  return {
    ...base,
    openGraph: { ...base.openGraph, images: [image] },
    twitter: { ...base.twitter, images: [{ url: image.url, alt: image.alt }] },
  };
}

/** Home, the ancestors, the page. */
function pageTrail(page: SitePage): Crumb[] {
  return [{ name: wpPages.home, path: '/' }, ...page.ancestors, { name: page.title, path: page.path }];
}

/** schema.org WebPage and BreadcrumbList for search engines. */
export function wpPageJsonLd(page: SitePage): Record<string, unknown>[] {
  const url = absoluteUrl(page.path);
  const webPage = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: page.title,
    description: descriptionOf(page),
    url,
    datePublished: page.date,
    dateModified: page.modified,
    inLanguage: 'en-US',
    isPartOf: { '@type': 'WebSite', name: site.company.name, url: env.siteUrl },
    ...(page.heroImage || page.featuredImage
      ? { primaryImageOfPage: { '@type': 'ImageObject', url: absoluteUrl((page.featuredImage ?? page.heroImage)!.src) } }
      : {}),
  };
  return [webPage, breadcrumbJsonLd(pageTrail(page))];
}
