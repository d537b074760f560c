import { GOV_CATEGORY } from './is-gov';
import type { CategoryRef, PostSummary } from './types';

export type { CategoryRef };

/** A category archive: every post of the build in that category, in the API's order. */
export type CategoryGroup = CategoryRef & { posts: PostSummary[] };

export const CATEGORY_BASE = '/blog/category';

const MAX_SLUG_LENGTH = 80;

/** Lowercase ASCII letters and digits joined by single hyphens: safe as a file name and in a URL. */
const SAFE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The archive slug of a category. WordPress's own slug when it is plain ASCII (so the browser can ask the API
 * for the same category with `category=`), otherwise one derived from the name: accents dropped, every other
 * run of characters a hyphen, cut to 80 characters; 'category' when nothing is left (a name of only symbols).
 */
export function categorySlug(name: string, wireSlug?: unknown): string {
  if (typeof wireSlug === 'string' && wireSlug.length <= MAX_SLUG_LENGTH && SAFE_SLUG.test(wireSlug)) return wireSlug;
  const derived = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&(?:amp;)?/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
  return derived || 'category';
}

export function categoryPath(slug: string): string {
  return `${CATEGORY_BASE}/${slug}`;
}

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
 * The build's posts grouped by category, for the archives: one group per category that has posts, sorted by
 * name; each group's posts keep the API's order. Two names with the same slug share one archive (the first
 * name met names it), so no two archives write the same file.
 */
export function groupByCategory(posts: readonly PostSummary[]): CategoryGroup[] {
  const groups = new Map<string, CategoryGroup>();
  for (const post of posts) {
    const slugs = new Set<string>();
    for (const category of post.categories ?? []) {
      if (slugs.has(category.slug)) continue;
      slugs.add(category.slug);
      let group = groups.get(category.slug);
      if (!group) groups.set(category.slug, (group = { name: category.name, slug: category.slug, posts: [] }));
      group.posts.push(post);
    }
  }
  return [...groups.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** The Gov archive's category on a post, when the post is a Gov post (its sticker links there). */
export function govCategory(categories: readonly CategoryRef[] | undefined): CategoryRef | null {
  return categories?.find((category) => category.name === GOV_CATEGORY) ?? null;
}
