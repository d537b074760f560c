import type { Metadata } from 'next';
import { blogPage } from '@/content/blog';
import { site } from '@/content/site';
import { env } from '@/lib/env';
import { articleOgCardPath, OG_CARD_SIZE } from '@/lib/og/paths';
import { pageMetadata } from '@/lib/seo';
import { decodeEntities } from './decode-entities';
import type { Article } from './types';

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
export function usableSocialImage(featuredImage: string | null): featuredImage is string {
  return Boolean(featuredImage) && !/\.svg(?:[?#]|$)/i.test(featuredImage ?? '');
}

/** The featured image when social networks can show it, else a card generated with the post's title. */
function socialImage(article: Article) {
  const image = article.featuredImage;
  return usableSocialImage(image)
    ? { url: absoluteUrl(image), alt: article.title }
    : { url: articleOgCardPath(article.id), ...OG_CARD_SIZE, alt: article.title };
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
    image: article.featuredImage ? [absoluteUrl(article.featuredImage)] : undefined,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  };
}
