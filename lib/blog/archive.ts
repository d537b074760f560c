import { groupByCategory, type CategoryGroup } from './categories';
import { GOV_CATEGORY } from './is-gov';
import { pageCount, pageSlice } from './pagination';
import { cache } from 'react';
import { getPostSummaries } from './source';
import type { PostSummary } from './types';

/**
 * The posts once per request: a page's metadata and its body (and /blog's Gov link) read the same list. The
 * server fetches through Next's data cache on every call; the export memoises in ./source anyway.
 */
const summaries = cache(getPostSummaries);

/** One page of a list as a route renders it. */
export type ListPage = { posts: PostSummary[]; page: number; count: number };

/** Page `page` of every post, or null past the last page. */
export async function blogListPage(page: number): Promise<ListPage | null> {
  return slicePage(await summaries(), page);
}

export function slicePage(posts: readonly PostSummary[], page: number): ListPage | null {
  const count = pageCount(posts.length);
  return page >= 1 && page <= count ? { posts: pageSlice(posts, page), page, count } : null;
}

/** The build's categories that have posts, derived from the posts already fetched (no other API call). */
export async function categoryGroups(): Promise<CategoryGroup[]> {
  return groupByCategory(await summaries());
}

/** The slug of the Gov archive when the build has Gov posts (the list's header links it). */
export async function govArchiveSlug(): Promise<string | null> {
  return (await categoryGroups()).find((category) => category.name === GOV_CATEGORY)?.slug ?? null;
}

/**
 * The archive routes' params. A static export refuses a dynamic route with no params at all, so a blog with no
 * categories yet still gets an (empty) Gov archive rather than a failed build.
 */
export const EMPTY_BLOG_ARCHIVE: CategoryGroup = { name: GOV_CATEGORY, slug: 'gov', posts: [] };

export async function categoryGroup(slug: string): Promise<CategoryGroup | null> {
  const groups = await categoryGroups();
  if (groups.length === 0) return slug === EMPTY_BLOG_ARCHIVE.slug ? EMPTY_BLOG_ARCHIVE : null;
  return groups.find((category) => category.slug === slug) ?? null;
}

export async function archiveGroups(): Promise<CategoryGroup[]> {
  const groups = await categoryGroups();
  return groups.length > 0 ? groups : [EMPTY_BLOG_ARCHIVE];
}
