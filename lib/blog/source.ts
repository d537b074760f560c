import { sampleList } from '@/content/blog-posts';
import { env } from '@/lib/env';
import { fetchAllPosts } from './api';
import { decodeEntities } from './decode-entities';
import { reshapeArticle, reshapeSummary, type ReshapeTools } from './reshape';
import { sanitizeHtml } from './sanitize';
import { parseList, type WirePost } from './schema';
import type { Article, PostSummary } from './types';

/**
 * Build-time access to the posts: every post from the WordPress.com API when NEXT_PUBLIC_BLOG_SITE is set,
 * otherwise the embedded samples, both through the same validation and reshaping. Memoised per build worker;
 * posts are reshaped (and sanitised) only when a page asks for them.
 */
const tools: ReshapeTools = { decode: decodeEntities, sanitize: sanitizeHtml };

let wirePosts: Promise<WirePost[]> | undefined;
const summaries = new Map<number, PostSummary>();
const articles = new Map<number, Article>();

async function loadWirePosts(): Promise<WirePost[]> {
  const { site, apiBase } = env.blog;
  if (!site) return parseList(sampleList, 'the embedded sample posts (content/blog-posts.ts)').posts;
  try {
    const posts = await fetchAllPosts({ base: apiBase, site, fetchOptions: { timeoutMs: 30_000 } });
    if (posts.length === 0) console.warn(`[blog] ${site} has no published posts: /blog will be empty.`);
    return posts;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `[blog] Could not load the posts of NEXT_PUBLIC_BLOG_SITE="${site}" from ${apiBase}: ${reason}\n` +
        'The build stops so a working deployed blog is never replaced by an empty one. Check the API and the ' +
        'variables, then build again.',
      { cause: error },
    );
  }
}

export function getWirePosts(): Promise<WirePost[]> {
  wirePosts ??= loadWirePosts();
  return wirePosts;
}

/** Every post for the list, newest first (the API's order). */
export async function getPostSummaries(): Promise<PostSummary[]> {
  return (await getWirePosts()).map((post) => {
    let summary = summaries.get(post.ID);
    if (!summary) summaries.set(post.ID, (summary = reshapeSummary(post, tools)));
    return summary;
  });
}

export async function getArticle(id: number): Promise<Article | null> {
  const cached = articles.get(id);
  if (cached) return cached;
  const post = (await getWirePosts()).find((candidate) => candidate.ID === id);
  if (!post) return null;
  const article = reshapeArticle(post, tools);
  articles.set(id, article);
  return article;
}

export async function getArticles(): Promise<Article[]> {
  const posts = await getWirePosts();
  return Promise.all(posts.map((post) => getArticle(post.ID) as Promise<Article>));
}
