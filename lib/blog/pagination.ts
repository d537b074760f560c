import { GOV_CATEGORY } from './reshape';
import type { CategoryGroup, ListPage, PostSummary, TagGroup } from './types';

/**
 * Posts per list page: the API's own default page size, so /blog shows exactly what the list call
 * without parameters returns, and page N is exactly `page=N&number=20`.
 */
export const POSTS_PER_PAGE = 20;

/** Number of pages for `total` posts; an empty list still has its first page (which says so). */
export function pageCount(total: number, perPage = POSTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The posts of 1-based page `page`, in the list's order. */
export function pageSlice<T>(items: readonly T[], page: number, perPage = POSTS_PER_PAGE): T[] {
  if (!Number.isInteger(page) || page < 1) return [];
  return items.slice((page - 1) * perPage, page * perPage);
}

/** Page `page` of a list, or null past the last page. */
export function slicePage(posts: readonly PostSummary[], page: number): ListPage | null {
  const count = pageCount(posts.length);
  return page >= 1 && page <= count ? { posts: pageSlice(posts, page), page, count } : null;
}

/** A `[page]` route segment as a page number of 2 or more; null for anything else ('1', '02', 'x'). */
export function parsePageParam(segment: string): number | null {
  return /^[1-9]\d{0,5}$/.test(segment) && segment !== '1' ? Number(segment) : null;
}

/** Page numbers 2…count as route params (page 1 is the base path). */
export function laterPageParams(count: number): string[] {
  return Array.from({ length: Math.max(0, count - 1) }, (_, i) => String(i + 2));
}

/**
 * How many pages of each list (/blog and every category archive) the server build pre-renders. The rest render
 * on their first request and are then cached like every page, so the build stops growing with the archive. The
 * export pre-renders every page (a static host cannot render one later).
 */
export const SERVER_PRERENDER_LIST_PAGES = 3;

/** The later pages of a list of `count` pages that a build pre-renders: all of them, or the server's first ones. */
export function prerenderedPageParams(count: number, serverMode: boolean): string[] {
  return laterPageParams(serverMode ? Math.min(count, SERVER_PRERENDER_LIST_PAGES) : count);
}

export type PageLinkItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The numbered links of a pagination nav: the first and last pages, and up to `around` pages either side of
 * the current one, with a gap marker where pages are skipped. 50 pages stay a short row of links.
 */
export function pageLinkItems(current: number, count: number, around = 1): PageLinkItem[] {
  const shown = new Set<number>([1, count]);
  for (let page = current - around; page <= current + around; page += 1) if (page >= 1 && page <= count) shown.add(page);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageLinkItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    // A gap of one page is shown as that page: its link takes no more room than '…'.
    if (previous !== undefined && page - previous === 2) items.push({ kind: 'page', page: previous + 1 });
    else if (previous !== undefined && page - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page });
  });
  return items;
}

/**
 * A list page refreshed in the browser: the API's answer for this page replaces the pre-rendered posts (new,
 * changed, moved and removed posts), in the API's order, without duplicate ids. An empty answer never empties
 * a pre-rendered page (the page keeps what the build showed). A post whose `modified` is unchanged keeps its
 * pre-rendered object, so React leaves its markup alone. Returns null when nothing changed.
 */
export function refreshPage(prerendered: readonly PostSummary[], fetched: readonly PostSummary[]): PostSummary[] | null {
  if (fetched.length === 0) return null;
  const previous = new Map(prerendered.map((post) => [post.id, post]));
  const seen = new Set<number>();
  const next: PostSummary[] = [];
  for (const post of fetched) {
    if (seen.has(post.id)) continue;
    seen.add(post.id);
    const old = previous.get(post.id);
    next.push(old && old.modified === post.modified ? old : post);
  }
  const same = next.length === prerendered.length && next.every((post, index) => post === prerendered[index]);
  return same ? null : next;
}

/**
 * The build's posts grouped by category, for the archives: one group per category that has posts, sorted by
 * name; each group's posts keep the API's order. Two names with the same slug share one archive (the first
 * name met names it), so no two archives write the same file.
 */
export function groupByCategory(posts: readonly PostSummary[]): CategoryGroup[] {
  return groupBy(posts, (post) => post.categories);
}

/** The build's posts grouped by tag, for the tag archives: the same rules as groupByCategory. */
export function groupByTag(posts: readonly PostSummary[]): TagGroup[] {
  return groupBy(posts, (post) => post.tags);
}

function groupBy(
  posts: readonly PostSummary[],
  refsOf: (post: PostSummary) => readonly { name: string; slug: string }[] | undefined,
): CategoryGroup[] {
  const groups = new Map<string, CategoryGroup>();
  for (const post of posts) {
    const slugs = new Set<string>();
    for (const ref of refsOf(post) ?? []) {
      if (slugs.has(ref.slug)) continue;
      slugs.add(ref.slug);
      let group = groups.get(ref.slug);
      if (!group) groups.set(ref.slug, (group = { name: ref.name, slug: ref.slug, posts: [] }));
      group.posts.push(post);
    }
  }
  return [...groups.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/**
 * Stands in for the archives when no post has a category. A static export refuses a dynamic route with no params
 * at all, so a blog with no categories yet still gets an (empty) Gov archive rather than a failed build.
 */
const EMPTY_GOV_ARCHIVE: CategoryGroup = { name: GOV_CATEGORY, slug: 'gov', posts: [] };

/** Every category archive the build writes: the groups, or the empty Gov archive when there are none. */
export function archivesToWrite(groups: readonly CategoryGroup[]): CategoryGroup[] {
  return groups.length > 0 ? [...groups] : [EMPTY_GOV_ARCHIVE];
}

/**
 * Stands in for the tag archives when no post has a tag, for the same reason: an empty archive, kept out of
 * search results (noindex) and out of the sitemap.
 */
export const EMPTY_TAG_ARCHIVE: TagGroup = { name: 'Untagged', slug: 'untagged', posts: [] };

/** Every tag archive the build writes: the groups, or the one empty stand-in when no post has a tag. */
export function tagArchivesToWrite(groups: readonly TagGroup[]): TagGroup[] {
  return groups.length > 0 ? [...groups] : [EMPTY_TAG_ARCHIVE];
}
