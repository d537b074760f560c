import { publicEnv as env } from '@/lib/config/env-public';
import { fetchArticle, fetchLatestPosts, fetchPostsPage, type BlogApi } from '../../blog/api';
import { POSTS_PER_PAGE, refreshPage } from '../../blog/pagination';
import { reshapeArticle, reshapeSummary, type ReshapeTools } from '../../blog/reshape';
import { parseList, type WireSummary } from '../../blog/schema';
import type { Article, PostSummary } from '../../blog/types';

/*
 * The browser half of the blog, loaded on demand (dynamic import) once the page is idle, so it never weighs on
 * first load. Same validation (valibot), reshaping and sanitiser policy as the build, with a DOM-based entity
 * decoder instead of `he`. The sanitiser (DOMPurify) is a chunk of its own, loaded only when a post is new or
 * its `modified` moved: an unchanged post keeps the HTML the build sanitised.
 */

/**
 * The browser's twin of the build's `he` decoder (source.ts): the same result without shipping `he`'s entity
 * table (~15 KB gzip). DOMParser builds an inert document (no scripts run, no images load); '<' is escaped first so tags in the
 * input stay literal text, exactly as `he.decode` leaves them.
 */
export function decodeEntitiesDom(text: string): string {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${text.replace(/</g, '&lt;')}`, 'text/html');
  return doc.body.textContent ?? '';
}

async function browserTools(): Promise<ReshapeTools> {
  const { sanitizeHtml } = await import('../../blog/sanitize');
  return { decode: decodeEntitiesDom, sanitize: sanitizeHtml, apiOrigin: env.blog.apiBase };
}

/** A post with its content is far below this; a larger answer would only stall the visitor's tab. */
const BROWSER_MAX_BYTES = 4_000_000;

function configuredApi(signal?: AbortSignal): BlogApi | null {
  const { site, apiBase } = env.blog;
  return site ? { base: apiBase, site, fetchOptions: { maxBytes: BROWSER_MAX_BYTES, signal } } : null;
}

const modifiedOf = (post: WireSummary) => post.modified ?? post.date;

/** Which list page a browser refresh asks for: /blog's first page, a later page, or a category or tag archive's page. */
export type ListQuery = { page: number; category?: string; tag?: string };

/**
 * The posts of one pre-rendered list page as the API has them now, or null when nothing changed (or the blog
 * has no API: the sample posts cannot change after the build). /blog asks the list call without parameters (the
 * API's first page of 20); page N asks `page=N&number=20`, an archive adds `category=` or `tag=`. An empty answer keeps
 * the page as built (see refreshPage). `signal` cancels the requests (the visitor left the page): the call then
 * rejects with its reason, without further attempts.
 */
export async function revalidateListPage(
  prerendered: readonly PostSummary[],
  query: ListQuery,
  signal?: AbortSignal,
): Promise<PostSummary[] | null> {
  const api = configuredApi(signal);
  if (!api) return null;
  const list =
    query.page === 1 && !query.category && !query.tag
      ? await fetchLatestPosts(api)
      : await fetchPostsPage(api, {
          number: POSTS_PER_PAGE,
          page: query.page > 1 ? query.page : undefined,
          category: query.category,
          tag: query.tag,
        });
  const built = new Map(prerendered.map((post) => [post.id, post]));
  const kept = (post: WireSummary) => {
    const old = built.get(post.ID);
    return old && old.modified === modifiedOf(post) ? old : null;
  };
  const tools = list.posts.every(kept) ? null : await browserTools();
  const fresh = list.posts.map((post) => kept(post) ?? reshapeSummary(post, tools as ReshapeTools));
  return refreshPage(prerendered, fresh);
}

/**
 * One post by id, or null when it does not exist. Throws when the API cannot be reached. `known` is the post
 * as pre-rendered: when the API's `modified` equals it, it is returned as it is, without loading the sanitiser.
 * `signal` cancels the request (the visitor left the article), as for revalidateListPage. A post newer than the build (nothing
 * pre-rendered) is loaded the same way.
 */
export async function refreshArticle(id: number, known?: Article | null, signal?: AbortSignal): Promise<Article | null> {
  const api = configuredApi(signal);
  if (api) {
    // With nothing pre-rendered (a post newer than the build) the sanitiser is needed anyway: load it while
    // the post is fetched, not after.
    const tools = known ? null : browserTools();
    tools?.catch(() => {});
    const post = await fetchArticle(api, id);
    if (!post) return null;
    if (known && known.id === post.ID && known.modified === modifiedOf(post)) return known;
    return reshapeArticle(post, await (tools ?? browserTools()));
  }
  const { sampleList } = await import('@/content/blog-posts');
  const post = parseList(sampleList, 'the embedded sample posts').posts.find((candidate) => candidate.ID === id);
  return post ? reshapeArticle(post, await browserTools()) : null;
}
