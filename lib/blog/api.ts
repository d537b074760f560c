import { fetchJson, FetchError, parsed, type FetchJsonOptions } from './fetch-json';
import {
  BlogDataError,
  parseList,
  parsePost,
  parseSummaryList,
  SUMMARY_FIELDS,
  type WireList,
  type WirePost,
  type WireSummary,
} from './schema';

/*
 * The WordPress.com REST endpoints the site reads, over the HTTP client of ./fetch-json.ts: one post, a page of
 * the list, and the whole list (the build's walk through every page).
 */

export { fetchJson, FetchError, onInvalidAnswer, type FetchJsonOptions } from './fetch-json';

/** The API refuses more than 100 posts per page (400 invalid_number). */
export const MAX_PAGE_SIZE = 100;

export type BlogApi = { base: string; site: string; fetchOptions?: FetchJsonOptions };

type ListParams = {
  number?: number;
  page?: number;
  page_handle?: string;
  fields?: string;
  category?: string;
  tag?: string;
  /** 'page' lists WordPress pages instead of posts (the same endpoint, paged the same way). */
  type?: 'page';
};

/** The post list: `GET {base}/rest/v1.1/sites/{site}/posts`. */
export function listUrl({ base, site }: BlogApi, params: ListParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
  const qs = query.toString();
  return `${base}/rest/v1.1/sites/${encodeURIComponent(site)}/posts${qs ? `?${qs}` : ''}`;
}

/** One post: `GET {base}/rest/v1/sites/{site}/posts/{id}` (v1, not the list's v1.1, on purpose). */
export function articleUrl({ base, site }: BlogApi, id: number): string {
  return `${base}/rest/v1/sites/${encodeURIComponent(site)}/posts/${id}`;
}

/** Parses one page of a list: the posts' parser, or the pages' for `type=page` (lib/wp-pages/schema.ts). */
type ListParser<Post> = (data: unknown, source: string) => WireList<Post>;

async function getList<Post>(api: BlogApi, params: ListParams, parse: ListParser<Post>): Promise<WireList<Post>> {
  const url = listUrl(api, params);
  const answer = await fetchJson(url, api.fetchOptions);
  return parsed(() => parse(answer, url));
}

/**
 * The first page of the post list (the browser's revalidation), with only the fields a card shows:
 * no content, which is most of a post's weight.
 */
export async function fetchLatestPosts(api: BlogApi): Promise<WireList<WireSummary>> {
  const url = listUrl(api, { fields: SUMMARY_FIELDS });
  const answer = await fetchJson(url, api.fetchOptions);
  return parsed(() => parseSummaryList(answer, url));
}

/**
 * One page of the list as the browser refreshes an older page or an archive:
 * `page=N&number=20`, with `category={slug}` or `tag={slug}` on an archive.
 */
export async function fetchPostsPage(
  api: BlogApi,
  params: Pick<ListParams, 'number' | 'page' | 'category' | 'tag'>,
): Promise<WireList<WireSummary>> {
  const url = listUrl(api, { ...params, fields: SUMMARY_FIELDS });
  const answer = await fetchJson(url, api.fetchOptions);
  return parsed(() => parseSummaryList(answer, url));
}

/**
 * The most list pages the build reads (10,000 posts at 100 a page, ten times the largest blog benchmarked): a
 * bound on the requests whatever `found` claims, for an API that keeps inventing posts.
 */
export const MAX_PAGES = 100;

/**
 * Every post, newest first (the build). Pages of 100 follow `meta.next_page` through `page_handle`, which stays
 * stable while posts are published; an API that sends no handle is paged with `page` instead. Duplicates are
 * dropped by ID. `found` is only a hint: the loop ends when the API has no more pages (no handle, an empty page,
 * `found` reached, or one page past what `found` implies), and fails, naming the URL, when the API repeats itself
 * (a page that adds no new ID, a handle it already sent) or runs past MAX_PAGES. Failing rather than keeping the
 * posts read so far is deliberate (docs/decisions.md, "A looping or lying API fails the build too"): a truncated blog would deploy without anyone noticing,
 * whereas a failed build keeps the last good deployment online.
 */
export async function fetchAllPosts(api: BlogApi): Promise<WirePost[]> {
  return fetchAllOf(api, {}, parseList);
}

/** Every item of one list (`type=page` with the pages' parser: lib/wp-pages/source.ts), paged as fetchAllPosts. */
export async function fetchAllOf<Post extends { ID: number }>(
  api: BlogApi,
  query: Pick<ListParams, 'type'>,
  parse: ListParser<Post>,
): Promise<Post[]> {
  const first = await getList(api, { ...query, number: MAX_PAGE_SIZE }, parse);
  const posts = new Map<number, Post>();
  const seen = new Set<number>();
  /** How many IDs the page adds (skipped malformed posts count, so a page of them is not "repeating"). */
  const add = (list: WireList<Post>) => {
    const before = seen.size;
    list.skippedIds.forEach((id) => seen.add(id));
    list.posts.forEach((post) => {
      seen.add(post.ID);
      if (!posts.has(post.ID)) posts.set(post.ID, post);
    });
    return seen.size - before;
  };
  add(first);

  // One page more than `found` implies, in case posts are published while the build pages through.
  const expectedPages = Math.ceil(first.found / MAX_PAGE_SIZE) + 1;
  let handle = first.meta?.next_page;
  const byPageNumber = !handle;
  const handles = new Set<string>();
  for (let page = 2; page <= expectedPages && seen.size < first.found; page += 1) {
    if (!byPageNumber && !handle) break;
    if (page > MAX_PAGES) {
      throw new BlogDataError(
        `${listUrl(api, query)} claims ${first.found} posts; the build reads at most ${MAX_PAGES} pages of ${MAX_PAGE_SIZE} and stopped with ${posts.size}`,
      );
    }
    if (handle) handles.add(handle);
    const params = byPageNumber ? { ...query, number: MAX_PAGE_SIZE, page } : { ...query, number: MAX_PAGE_SIZE, page_handle: handle };
    const next = await getList(api, params, parse);
    if (next.posts.length + next.skippedIds.length === 0) break;
    if (add(next) === 0) {
      throw new BlogDataError(`${listUrl(api, params)} (page ${page}) repeats posts of earlier pages and adds none: the API is looping`);
    }
    if (byPageNumber) continue;
    handle = next.meta?.next_page;
    if (handle && handles.has(handle)) {
      throw new BlogDataError(`${listUrl(api, params)} (page ${page}) answered a next_page handle it already sent: the API is looping`);
    }
  }
  return [...posts.values()];
}

/** One post by id; null when the API says it does not exist (404 unknown_post). */
export async function fetchArticle(api: BlogApi, id: number): Promise<WirePost | null> {
  const url = articleUrl(api, id);
  try {
    const answer = await fetchJson(url, api.fetchOptions);
    return parsed(() => parsePost(answer, url));
  } catch (error) {
    if (error instanceof FetchError && error.status === 404 && error.code === 'unknown_post') return null;
    throw error;
  }
}
