import { env } from '@/lib/env';
import { fetchArticle, fetchLatestPosts, type BlogApi } from './api';
import { decodeEntitiesDom } from './decode-entities-dom';
import { mergeLatest, sameList } from './merge';
import { reshapeArticle, reshapeSummary, type ReshapeTools } from './reshape';
import { sanitizeHtml } from './sanitize';
import { parseList } from './schema';
import type { Article, PostSummary } from './types';

/**
 * The browser half of the blog, loaded on demand (dynamic import) after the page is interactive so the
 * validator and the sanitiser never weigh on first load. Same validation, reshaping and sanitiser policy as
 * the build, with a DOM-based entity decoder instead of `he`.
 */
const tools: ReshapeTools = { decode: decodeEntitiesDom, sanitize: sanitizeHtml, apiOrigin: env.blog.apiBase };

/** A post with its content is far below this; a larger answer would only stall the visitor's tab. */
const BROWSER_MAX_BYTES = 4_000_000;

function configuredApi(): BlogApi | null {
  const { site, apiBase } = env.blog;
  return site ? { base: apiBase, site, fetchOptions: { maxBytes: BROWSER_MAX_BYTES } } : null;
}

/**
 * The pre-rendered list updated with the API's first page, or null when nothing changed (or the blog has no
 * API: the sample posts cannot change after the build).
 */
export async function revalidateList(prerendered: readonly PostSummary[]): Promise<PostSummary[] | null> {
  const api = configuredApi();
  if (!api) return null;
  const latest = await fetchLatestPosts(api);
  const merged = mergeLatest(prerendered, latest.posts.map((post) => reshapeSummary(post, tools)), latest.found);
  return sameList(merged, prerendered) ? null : merged;
}

/** One post by id, or null when it does not exist. Throws when the API cannot be reached. */
export async function loadArticle(id: number): Promise<Article | null> {
  const api = configuredApi();
  if (api) {
    const post = await fetchArticle(api, id);
    return post ? reshapeArticle(post, tools) : null;
  }
  const { sampleList } = await import('@/content/blog-posts');
  const post = parseList(sampleList, 'the embedded sample posts').posts.find((candidate) => candidate.ID === id);
  return post ? reshapeArticle(post, tools) : null;
}
