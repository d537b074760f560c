import createDOMPurify from 'dompurify';
import { decode } from 'he';
import { JSDOM } from 'jsdom';
import { cache } from 'react';
import { sampleList } from '@/content/blog-posts';
import { env } from '@/lib/config/env';
import { fetchAllPosts, fetchArticle, type FetchJsonOptions } from './api';
import { archivesToWrite, groupByCategory, groupByTag, slicePage, tagArchivesToWrite } from './pagination';
import { GOV_CATEGORY, reshapeArticle, reshapeSummary, type ReshapeTools } from './reshape';
import { sanitizeWith, type Purifier } from './sanitize';
import { processSingleton } from '@/lib/util/process-singleton.mjs';
import { BLOG_LIST_TAG, BLOG_TAG, blogPostTag } from './cache-tags';
import { loadError } from './load-error';
import { parseList, type WirePost } from './schema';
import type { Article, CategoryGroup, ListPage, PostSummary, TagGroup } from './types';

/**
 * The server's source of posts (the export's build and the long-running server): every post from the
 * WordPress.com API when NEXT_PUBLIC_BLOG_SITE is set, otherwise the embedded samples, both through the same
 * validation and reshaping. Posts are reshaped (and sanitised) only when a page asks for them.
 *
 * The blog's caches, all of them:
 * - Build fetch cache (.next/cache/fetch-cache): Next's own store of fetch answers, which the export would reuse
 *   on the next build; the build empties it first (scripts/build/fetch-cache.ts), so every build reads the API.
 * - Export memo (`exportMemo` here): the posts and their summaries once per build worker; the posts cannot
 *   change during a build, and every list page, archive page, feed and social card reads them. It lives on
 *   globalThis because the bundler gives pages and route handlers (feed, social cards, sitemaps) their own copy
 *   of this module: with a memo per copy, each copy fetched and sanitised every post again.
 * - Reshape memo (`summaries` by id and source fields, `articles` by wire object): a post is reshaped and
 *   sanitised again only when its fields change. Both modes; in server mode it is what keeps a re-fetched,
 *   unchanged post from being sanitised again.
 * - Per-request memo (`requestSummaries`, React's cache()): a page's metadata and body read the same list.
 * - Server data cache (NEXT_OUTPUT=server only): Next keeps each API answer for BLOG_REVALIDATE_SECONDS under the
 *   tags of cache-tags.ts; POST /api/revalidate expires them. No process memo in this mode: it would pin the first answer.
 * - The browser (client.ts): nothing is cached; a page asks the API once when idle and keeps the pre-rendered
 *   posts whose `modified` is unchanged.
 */

/**
 * The build's sanitiser: the sanitize/ policy over a jsdom window that is replaced every RENEW_EVERY posts.
 * jsdom 27 registers event listeners on the window for every document DOMPurify parses and never removes them,
 * and each new listener is checked against all the earlier ones: with one window for a whole build, sanitising
 * grows quadratic in the posts (docs/benchmarks.md#blog-build). A new window costs ~12 ms of CPU; renewed every 100
 * posts a sanitisation costs 4.7 ms of CPU, against 6.2 ms every 500. The browser sanitises with its own DOM.
 */
export const RENEW_EVERY = 100;

let purifier: Purifier | null = null;
let uses = 0;

export function sanitizeHtmlInNode(html: string): string {
  if (purifier === null || uses >= RENEW_EVERY) {
    purifier = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
    uses = 0;
  }
  uses += 1;
  return sanitizeWith(purifier, html);
}

/** HTML entities in API text (titles, author names) decoded with `he`; the browser uses the DOM (client.ts). */
function decodeEntities(text: string): string {
  return decode(text);
}

const tools: ReshapeTools = { decode: decodeEntities, sanitize: sanitizeHtmlInNode, apiOrigin: env.blog.apiBase };

type ExportMemo = { wirePosts?: Promise<WirePost[]>; summaries?: Promise<PostSummary[]> };
const exportMemo = processSingleton<ExportMemo>('blog-export-memo', () => ({}));

/**
 * Reshaped summaries by post id, kept while the post's fields are the same: the server gets new objects from
 * every (cached) fetch, so a memo keyed by object would sanitise every excerpt again on every page.
 */
const summaries = new Map<number, { source: string; summary: PostSummary }>();
const sourceOf = (post: WirePost) =>
  [
    post.modified,
    post.date,
    post.title,
    post.excerpt,
    post.featured_image,
    JSON.stringify(post.post_thumbnail ?? null),
    JSON.stringify(post.categories ?? null),
    JSON.stringify(post.tags ?? null),
  ].join('\u0000');
const articles = new WeakMap<WirePost, Article>();

/** Next's cache options for one fetch in server mode; nothing in the export, which ignores them anyway. */
function cacheOptions(tags: string[]): FetchJsonOptions {
  return env.serverMode ? { next: { revalidate: env.blog.revalidateSeconds, tags } } : {};
}

async function loadWirePosts(): Promise<WirePost[]> {
  const { site, apiBase } = env.blog;
  if (!site) return parseList(sampleList, 'the embedded sample posts (content/blog-posts.ts)').posts;
  try {
    const fetchOptions = { timeoutMs: 30_000, ...cacheOptions([BLOG_TAG, BLOG_LIST_TAG]) };
    const posts = await fetchAllPosts({ base: apiBase, site, fetchOptions });
    if (posts.length === 0) console.warn(`[blog] ${site} has no published posts: /blog will be empty.`);
    return posts;
  } catch (error) {
    throw loadError(site, apiBase, error);
  }
}

export function getWirePosts(): Promise<WirePost[]> {
  if (env.serverMode) return loadWirePosts();
  exportMemo.wirePosts ??= loadWirePosts();
  return exportMemo.wirePosts;
}

/**
 * Every post for the list, newest first (the API's order). The export makes the list once per build worker:
 * rebuilding it for every page that reads it would make the build quadratic in the posts.
 */
export function getPostSummaries(): Promise<PostSummary[]> {
  if (env.serverMode) return summarise();
  exportMemo.summaries ??= summarise();
  return exportMemo.summaries;
}

async function summarise(): Promise<PostSummary[]> {
  return (await getWirePosts()).map((post) => {
    const source = sourceOf(post);
    const known = summaries.get(post.ID);
    if (known?.source === source) return known.summary;
    const summary = reshapeSummary(post, tools);
    summaries.set(post.ID, { source, summary });
    return summary;
  });
}

function toArticle(post: WirePost): Article {
  let article = articles.get(post);
  if (!article) articles.set(post, (article = reshapeArticle(post, tools)));
  return article;
}

/**
 * One post, or null when it does not exist. The server fetches it on its own (tagged with its id), so a post
 * published after the build renders on its first request and an editor can refresh just that article.
 */
export async function getArticle(id: number): Promise<Article | null> {
  const { site, apiBase } = env.blog;
  if (env.serverMode && site) {
    if (!Number.isSafeInteger(id) || id < 1) return null;
    try {
      // A visitor is waiting on this request: one retry, not the build's three (a miss is never retried).
      const fetchOptions = { timeoutMs: 30_000, retries: 1, ...cacheOptions([BLOG_TAG, blogPostTag(id)]) };
      const post = await fetchArticle({ base: apiBase, site, fetchOptions }, id);
      return post && toArticle(post);
    } catch (error) {
      throw loadError(site, apiBase, error);
    }
  }
  const post = (await getWirePosts()).find((candidate) => candidate.ID === id);
  return post ? toArticle(post) : null;
}

/** The posts once per request: a page's metadata and its body (and /blog's Gov link) read the same list. */
const requestSummaries = cache(getPostSummaries);

/** Page `page` of every post, or null past the last page. */
export async function blogListPage(page: number): Promise<ListPage | null> {
  return slicePage(await requestSummaries(), page);
}

/** The build's categories that have posts, derived from the posts already fetched (no other API call). */
async function categoryGroups(): Promise<CategoryGroup[]> {
  return groupByCategory(await requestSummaries());
}

/** The slug of the Gov archive when the build has Gov posts (the list's header links it). */
export async function govArchiveSlug(): Promise<string | null> {
  return (await categoryGroups()).find((category) => category.name === GOV_CATEGORY)?.slug ?? null;
}

/** The category archives the build writes (the category routes' params and the sitemap). */
export async function categoryArchives(): Promise<CategoryGroup[]> {
  return archivesToWrite(await categoryGroups());
}

/** The archive of one category slug, or null when the build writes none. */
export async function categoryArchive(slug: string): Promise<CategoryGroup | null> {
  return (await categoryArchives()).find((category) => category.slug === slug) ?? null;
}

/** The tag archives the build writes (the tag routes' params and the sitemap), from the posts already fetched. */
export async function tagArchives(): Promise<TagGroup[]> {
  return tagArchivesToWrite(groupByTag(await requestSummaries()));
}

/** The archive of one tag slug, or null when the build writes none. */
export async function tagArchive(slug: string): Promise<TagGroup | null> {
  return (await tagArchives()).find((tag) => tag.slug === slug) ?? null;
}
