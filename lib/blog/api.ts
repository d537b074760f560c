import { fetchJson, FetchError, type FetchJsonOptions } from './fetch-json';
import { parseList, parsePost, type WireList, type WirePost } from './schema';

/** The API refuses more than 100 posts per page (400 invalid_number). */
export const MAX_PAGE_SIZE = 100;

export type BlogApi = { base: string; site: string; fetchOptions?: FetchJsonOptions };

type ListParams = { number?: number; page?: number; page_handle?: string; category?: string };

/** Call 2 of the spec: `GET {base}/rest/v1.1/sites/{site}/posts`. */
export function listUrl({ base, site }: BlogApi, params: ListParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
  const qs = query.toString();
  return `${base}/rest/v1.1/sites/${encodeURIComponent(site)}/posts${qs ? `?${qs}` : ''}`;
}

/** Call 3 of the spec: `GET {base}/rest/v1/sites/{site}/posts/{id}` (v1, as recorded). */
export function articleUrl({ base, site }: BlogApi, id: number): string {
  return `${base}/rest/v1/sites/${encodeURIComponent(site)}/posts/${id}`;
}

async function getList(api: BlogApi, params?: ListParams): Promise<WireList> {
  const url = listUrl(api, params);
  return parseList(await fetchJson(url, api.fetchOptions), url);
}

/** The first page, as the spec's list call asks for it (the browser's revalidation). */
export function fetchLatestPosts(api: BlogApi): Promise<WireList> {
  return getList(api);
}

/**
 * One page of the list as the browser refreshes an older page or a category archive:
 * `page=N&number=20`, with `category={slug}` on an archive.
 */
export function fetchPostsPage(api: BlogApi, params: Pick<ListParams, 'number' | 'page' | 'category'>): Promise<WireList> {
  return getList(api, params);
}

/**
 * Every post, newest first (the build). Pages of 100 follow `meta.next_page` through `page_handle`, which stays
 * stable while posts are published; an API that sends no handle is paged with `page` instead. Duplicates are
 * dropped by ID, and a page count derived from `found` bounds the loop whatever the API answers.
 */
export async function fetchAllPosts(api: BlogApi): Promise<WirePost[]> {
  const first = await getList(api, { number: MAX_PAGE_SIZE });
  const posts = new Map<number, WirePost>();
  const add = (list: WireList) => list.posts.forEach((post) => posts.has(post.ID) || posts.set(post.ID, post));
  add(first);

  // One page more than `found` implies, in case posts are published while the build pages through.
  const maxPages = Math.ceil(first.found / MAX_PAGE_SIZE) + 1;
  let handle = first.meta?.next_page;
  const byPageNumber = !handle;
  for (let page = 2; page <= maxPages && posts.size < first.found; page += 1) {
    if (!byPageNumber && !handle) break;
    const next = await getList(api, byPageNumber ? { number: MAX_PAGE_SIZE, page } : { number: MAX_PAGE_SIZE, page_handle: handle });
    if (next.posts.length === 0) break;
    add(next);
    if (!byPageNumber) handle = next.meta?.next_page;
  }
  return [...posts.values()];
}

/** One post by id; null when the API says it does not exist (404 unknown_post). */
export async function fetchArticle(api: BlogApi, id: number): Promise<WirePost | null> {
  const url = articleUrl(api, id);
  try {
    return parsePost(await fetchJson(url, api.fetchOptions), url);
  } catch (error) {
    if (error instanceof FetchError && error.status === 404 && error.code === 'unknown_post') return null;
    throw error;
  }
}
