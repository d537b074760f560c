import { decode } from 'he';
import type { Metadata } from 'next';
import { blogPage } from '@/content/blog';
import { blogLists } from '@/content/blog-lists';
import { site } from '@/content/site';
import { env } from '@/lib/config/env';
import { articleOgCardPath, OG_CARD_SIZE } from '@/lib/og/paths';
import { pageMetadata } from '@/lib/site/seo';
import { escapeXml } from '@/lib/util/xml';
import { socialImageOf } from './images';
import { plainTextOf } from './plain-text';
import { listPagePath } from './paths';
import type { Article, FeaturedImage, PostSummary } from './types';

/** Sanitised HTML as one line of plain text, cut at a word boundary for meta descriptions (decoded by `he`). */
export function plainText(html: string, max?: number): string {
  return plainTextOf(html, decode, max);
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

/** The feed's <link rel="alternate">, on every list page and article. */
const feedLink = { 'application/rss+xml': [{ url: blogPage.feed.path, title: blogPage.feed.title }] };

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

type ListMeta = {
  /** The list's title on its first page ('Blog', 'Gov posts'). */
  title: string;
  /** The first page's description; later pages add 'Page N of M.' so no two pages share one. */
  description: string;
  /** The first page's path. */
  base: string;
  page: number;
  count: number;
};

/** Title, description and canonical of one page of a list: page N is its own page, not a copy of page 1. */
export function listPageMetadata({ title, description, base, page, count }: ListMeta): Metadata {
  const later = page > 1;
  const meta = {
    title: later ? blogLists.pageOf(title, page, count) : title,
    description: later ? `${description} Page ${page} of ${count}.` : description,
    path: listPagePath(base, page),
  };
  // Later pages and category archives have no card of their own (the build draws one per static route and
  // article): they share /blog's.
  const metadata = pageMetadata(meta, { cardPath: blogPage.meta.path });
  return { ...metadata, alternates: { ...metadata.alternates, types: feedLink } };
}

// --- The RSS feed

/**
 * The feed carries the newest 50 posts: enough for any reader polling daily or weekly, and a size that does
 * not grow with the blog (1,000 posts would make a feed of megabytes fetched on every poll). The sitemap, not
 * the feed, lists every article.
 */
export const FEED_SIZE = 50;

export function feedPosts<T>(posts: readonly T[], size = FEED_SIZE): T[] {
  return posts.slice(0, size);
}

type Channel = { title: string; description: string; siteUrl: string; feedPath: string; blogPath: string };

/** RSS 2.0 of the posts, newest first; descriptions are the excerpts' plain text. */
export function buildRss(posts: readonly PostSummary[], channel: Channel): string {
  const link = `${channel.siteUrl}${channel.blogPath}`;
  const latest = posts.reduce<string | null>(
    (max, post) => (!max || Date.parse(post.modified) > Date.parse(max) ? post.modified : max),
    null,
  );
  const items = posts.map((post) => {
    const url = `${channel.siteUrl}${post.href}`;
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="false">${escapeXml(`${channel.siteUrl}/blog/${post.id}`)}</guid>`,
      `      <pubDate>${new Date(post.date).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(plainText(post.excerptHtml, 500))}</description>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(link)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    '    <language>en-us</language>',
    `    <atom:link href="${escapeXml(`${channel.siteUrl}${channel.feedPath}`)}" rel="self" type="application/rss+xml"/>`,
    ...(latest ? [`    <lastBuildDate>${new Date(latest).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
