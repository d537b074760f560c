import { prioritiseLeadImage } from './lead-image';
import { articlePath, categorySlug, tagSlug } from './paths';
import type { WirePost, WireSummary } from './schema';
import type { Article, CategoryRef, FeaturedImage, PostSummary, TagRef } from './types';

/*
 * Wire posts (schema.ts) into what components see (types.ts): text decoded, HTML sanitised, links built, the
 * featured image checked, categories and tags with their archive slugs. The same functions run on the server and in the
 * browser; only the tools differ.
 */

/** The environment-specific pieces: `he` and jsdom-backed DOMPurify at build time, DOM-based ones in the browser. */
export type ReshapeTools = {
  decode: (text: string) => string;
  sanitize: (html: string) => string;
  /** The blog API's origin: its images are allowed by the page policy (img-src) even over http (a local API). */
  apiOrigin?: string;
};

export const UNTITLED = 'Untitled post';
export const UNKNOWN_AUTHOR = 'Editorial team';

// Only the origin matters for a site path: any origin the URL parser cannot be tricked into leaving.
const SITE = 'https://site.invalid';

/**
 * The featured image as the page may load it, or null ("no image"). Parsed with URL, as the browser will:
 * https URLs (normalised, so 'HTTPS://…' works in og:image), site paths ('/…' that stay on this origin: the parser
 * reads '/\evil.example' as '//evil.example') and the blog API's own origin. Anything else — http (the page's
 * policy blocks it), javascript:, data:, protocol-relative — is dropped.
 */
export function featuredImageUrl(value: string | null | undefined, apiOrigin?: string): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, SITE);
  } catch {
    return null;
  }
  if (raw.startsWith('/')) return url.origin === SITE ? `${url.pathname}${url.search}${url.hash}` : null;
  if (url.protocol === 'https:' || (apiOrigin !== undefined && url.origin === apiOrigin)) return url.href;
  return null;
}

/**
 * The featured image with its size from `post_thumbnail` when that attachment is the same file (same origin and
 * path: WordPress may add size arguments to one of them), or null when the post has no usable image.
 */
export function featuredImageOf(post: Pick<WireSummary, 'featured_image' | 'post_thumbnail'>, apiOrigin?: string): FeaturedImage | null {
  const src = featuredImageUrl(post.featured_image, apiOrigin);
  if (src === null) return null;
  const thumbnail = post.post_thumbnail;
  if (!thumbnail?.width || !thumbnail.height || !sameFile(src, thumbnail.URL)) return { src };
  return { src, width: thumbnail.width, height: thumbnail.height };
}

function sameFile(a: string, b: string): boolean {
  try {
    const [x, y] = [new URL(a, SITE), new URL(b.trim(), SITE)];
    return x.origin === y.origin && x.pathname === y.pathname;
  } catch {
    return false;
  }
}

/** The category key that marks a post as government-related: its card is highlighted and gets a 'Gov Related' sticker. */
export const GOV_CATEGORY = 'Gov';

/**
 * The categories of a wire post (an object keyed by name, `[]` when it has none), in the API's order, each with
 * its archive slug.
 */
export function categoryRefs(categories: unknown): CategoryRef[] {
  if (!categories || typeof categories !== 'object' || Array.isArray(categories)) return [];
  return Object.entries(categories as Record<string, unknown>).map(([name, value]) => {
    const wireSlug = value && typeof value === 'object' ? (value as { slug?: unknown }).slug : undefined;
    return { name, slug: categorySlug(name, wireSlug) };
  });
}

/**
 * The tags of a wire post (`{name: {ID, name, slug, post_count}}`, `[]` when it has none), in the API's order,
 * each with its archive slug; the name is the entry's `name` (else its key), entities decoded. Two tags with one
 * slug are one link.
 */
export function tagRefs(tags: unknown, decode: (text: string) => string = (text) => text): TagRef[] {
  if (!tags || typeof tags !== 'object' || Array.isArray(tags)) return [];
  const refs = new Map<string, TagRef>();
  for (const [key, value] of Object.entries(tags as Record<string, unknown>)) {
    const entry = value && typeof value === 'object' ? (value as { name?: unknown; slug?: unknown }) : {};
    const name = decode(typeof entry.name === 'string' && entry.name.trim() ? entry.name : key).trim();
    if (!name) continue;
    const slug = tagSlug(name, entry.slug);
    if (!refs.has(slug)) refs.set(slug, { name, slug });
  }
  return [...refs.values()];
}

/** The Gov archive's category on a post, when the post is a Gov post (its sticker links there). */
export function govCategory(categories: readonly CategoryRef[] | undefined): CategoryRef | null {
  return categories?.find((category) => category.name === GOV_CATEGORY) ?? null;
}

/** A summary from a list call with all fields (the build) or with SUMMARY_FIELDS only (the browser: no tags). */
export function reshapeSummary(post: WireSummary & Pick<Partial<WirePost>, 'tags'>, tools: ReshapeTools): PostSummary {
  return {
    id: post.ID,
    href: articlePath(post.ID, post.title),
    title: tools.decode(post.title).trim() || UNTITLED,
    excerptHtml: tools.sanitize(post.excerpt),
    date: post.date,
    modified: post.modified ?? post.date,
    featuredImage: featuredImageOf(post, tools.apiOrigin),
    categories: categoryRefs(post.categories),
    ...(post.tags === undefined ? {} : { tags: tagRefs(post.tags, tools.decode) }),
  };
}

export function reshapeArticle(post: WirePost, tools: ReshapeTools): Article {
  const summary = reshapeSummary(post, tools);
  const contentHtml = tools.sanitize(post.content);
  return {
    ...summary,
    // Without a featured image, a photo opening the post is the page's largest paint.
    contentHtml: summary.featuredImage ? contentHtml : prioritiseLeadImage(contentHtml),
    authorName: (post.author && tools.decode(post.author.name).trim()) || UNKNOWN_AUTHOR,
  };
}

/** The list view of an article, without its content (keeps the list page's payload small). */
export function toSummary(article: Article): PostSummary {
  const { id, href, title, excerptHtml, date, modified, featuredImage, categories, tags } = article;
  return { id, href, title, excerptHtml, date, modified, featuredImage, categories, tags };
}
