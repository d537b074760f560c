import type { Metadata } from 'next';
import { blogPage } from '@/content/blog';
import { site } from '@/content/site';
import { env } from '@/lib/env';
import { articleOgCardPath, OG_CARD_SIZE } from '@/lib/og/paths';
import { pageMetadata } from '@/lib/seo';
import { decodeEntities } from './decode-entities';
import { socialImageOf } from './images';
import type { Article, FeaturedImage } from './types';

const DESCRIPTION_LENGTH = 160;

/** Sanitised HTML as one line of plain text, cut at a word boundary for meta descriptions. */
export function plainText(html: string, max = DESCRIPTION_LENGTH): string {
  const text = decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\[…\]|\[\.\.\.\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,.;:]+$/, '')}…`;
}

export function absoluteUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${env.siteUrl}${path}`;
}

/** Social networks cannot show SVG previews: only a raster featured image is used as the post's card. */
export function usableSocialImage(featuredImage: FeaturedImage | null): featuredImage is FeaturedImage {
  return Boolean(featuredImage?.src) && !/\.svg(?:[?#]|$)/i.test(featuredImage?.src ?? '');
}

/**
 * The featured image when social networks can show it (its 1200-wide CDN variant, not the full-size upload),
 * else a card generated with the post's title.
 */
function socialImage(article: Article) {
  const image = article.featuredImage;
  if (!usableSocialImage(image)) return { url: articleOgCardPath(article.id), ...OG_CARD_SIZE, alt: article.title };
  const social = socialImageOf(image);
  return { ...social, url: absoluteUrl(social.url), alt: article.title };
}

const feedLink = { 'application/rss+xml': [{ url: blogPage.feed.path, title: blogPage.feed.title }] };

export function blogListMetadata(): Metadata {
  const base = pageMetadata(blogPage.meta);
  return { ...base, alternates: { ...base.alternates, types: feedLink } };
}

/** Title, excerpt description, canonical, Open Graph type article with the featured image, feed link. */
export function articleMetadata(article: Article): Metadata {
  const meta = { title: article.title, description: plainText(article.excerptHtml) || blogPage.meta.description, path: article.href };
  const base = pageMetadata(meta, { ogType: 'article' });
  const image = socialImage(article);
  return {
    ...base,
    alternates: { ...base.alternates, types: feedLink },
    openGraph: {
      type: 'article',
      siteName: site.company.name,
      title: meta.title,
      description: meta.description,
      url: meta.path,
      locale: 'en_US',
      publishedTime: article.date,
      modifiedTime: article.modified,
      authors: [article.authorName],
      images: [image],
    },
    twitter: { ...base.twitter, images: [image.url] },
  };
}

/** schema.org BlogPosting for search engines. */
export function blogPostingJsonLd(article: Article): Record<string, unknown> {
  const url = absoluteUrl(article.href);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: plainText(article.excerptHtml),
    datePublished: article.date,
    dateModified: article.modified,
    author: { '@type': 'Person', name: article.authorName },
    publisher: { '@type': 'Organization', name: site.company.name, logo: { '@type': 'ImageObject', url: `${env.siteUrl}/icon.svg` } },
    image: article.featuredImage ? [absoluteUrl(socialImageOf(article.featuredImage).url)] : undefined,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  };
}
