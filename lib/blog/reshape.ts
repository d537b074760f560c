import { categoryRefs } from './categories';
import { isGov } from './is-gov';
import { articlePath } from './paths';
import type { WirePost } from './schema';
import type { Article, PostSummary } from './types';

/** The environment-specific pieces: `he` and jsdom-backed DOMPurify at build time, DOM-based ones in the browser. */
export type ReshapeTools = {
  decode: (text: string) => string;
  sanitize: (html: string) => string;
};

export const UNTITLED = 'Untitled post';
export const UNKNOWN_AUTHOR = 'Editorial team';

/** http(s) URLs and site paths only: anything else ('', 'javascript:…', protocol-relative) counts as no image. */
export function featuredImageUrl(value: string | null | undefined): string | null {
  const url = value?.trim();
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\/[^\s]+$/i.test(url) ? url : null;
}

export function categoryNames(categories: WirePost['categories']): string[] {
  return categories && !Array.isArray(categories) ? Object.keys(categories) : [];
}

export function reshapeSummary(post: WirePost, tools: ReshapeTools): PostSummary {
  return {
    id: post.ID,
    href: articlePath(post.ID, post.title),
    title: tools.decode(post.title).trim() || UNTITLED,
    excerptHtml: tools.sanitize(post.excerpt),
    date: post.date,
    modified: post.modified ?? post.date,
    featuredImage: featuredImageUrl(post.featured_image),
    isGov: isGov(categoryNames(post.categories)),
    categories: categoryRefs(post.categories),
  };
}

export function reshapeArticle(post: WirePost, tools: ReshapeTools): Article {
  return {
    ...reshapeSummary(post, tools),
    contentHtml: tools.sanitize(post.content),
    authorName: (post.author && tools.decode(post.author.name).trim()) || UNKNOWN_AUTHOR,
  };
}

/** The list view of an article, without its content (keeps the list page's payload small). */
export function toSummary(article: Article): PostSummary {
  const { id, href, title, excerptHtml, date, modified, featuredImage, isGov, categories } = article;
  return { id, href, title, excerptHtml, date, modified, featuredImage, isGov, categories };
}
