import { sampleList } from '@/content/blog-posts';
import { env } from '@/lib/env';
import { fetchAllPosts, fetchArticle } from './api';
import { BLOG_LIST_TAG, BLOG_TAG, blogPostTag } from './cache-tags';
import { decodeEntities } from './decode-entities';
import { reshapeArticle, reshapeSummary, type ReshapeTools } from './reshape';
import { sanitizeHtmlInNode } from './sanitize-node';
import { parseList, type WirePost } from './schema';
import type { FetchJsonOptions } from './fetch-json';
import type { Article, PostSummary } from './types';

/**
 * Access to the posts: every post from the WordPress.com API when NEXT_PUBLIC_BLOG_SITE is set, otherwise the
 * embedded samples, both through the same validation and reshaping. Posts are reshaped (and sanitised) only
 * when a page asks for them.
 *
 * The static export reads the API once per build worker (memoised). The long-running server (NEXT_OUTPUT=server)
 * asks Next's data cache on every render instead: it holds each answer for BLOG_REVALIDATE_SECONDS under the tags
 * of ./cache-tags, and a memo here would pin the first answer for the life of the process.
 */
const tools: ReshapeTools = { decode: decodeEntities, sanitize: sanitizeHtmlInNode, apiOrigin: env.blog.apiBase };

let wirePosts: Promise<WirePost[]> | undefined;
/**
 * Reshaped summaries by post id, kept while the post's fields are the same. The server gets new objects from
 * every (cached) fetch, and each list page, archive page, the feed and the sitemap reads every summary: keyed
 * by object, a build of a few dozen pages re-sanitised every excerpt dozens of times.
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
  ].join('\u0000');
const articles = new WeakMap<WirePost, Article>();

/** Next's cache options for one fetch in server mode; nothing in the export, which ignores them anyway. */
function cacheOptions(tags: string[]): FetchJsonOptions {
  return env.serverMode ? { next: { revalidate: env.blog.revalidateSeconds, tags } } : {};
}

function loadError(site: string, apiBase: string, error: unknown): Error {
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(
    `[blog] Could not load the posts of NEXT_PUBLIC_BLOG_SITE="${site}" from ${apiBase}: ${reason}\n` +
      'The build stops so a working deployed blog is never replaced by an empty one (a server keeps serving ' +
      'the last good pages). Check the API and the variables, then try again.',
    { cause: error },
  );
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
  wirePosts ??= loadWirePosts();
  return wirePosts;
}

let exportSummaries: Promise<PostSummary[]> | undefined;

/**
 * Every post for the list, newest first (the API's order). The export's posts cannot change during a build, so
 * the list is made once per build worker: every list page, archive page and article social card reads it, and
 * rebuilding it for each of them made the build quadratic in the posts (some 200 million reshape-cache look-ups
 * at 10,000 posts, one of the two reasons such a build did not finish; sanitize-node.ts has the other).
 */
export function getPostSummaries(): Promise<PostSummary[]> {
  if (env.serverMode) return summarise();
  exportSummaries ??= summarise();
  return exportSummaries;
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

export async function getArticles(): Promise<Article[]> {
  return (await getWirePosts()).map(toArticle);
}
