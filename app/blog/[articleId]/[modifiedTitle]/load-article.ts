import { cache } from 'react';
import { getArticle } from '@/lib/blog/source';
import { env } from '@/lib/config/env';
import { missedArticles } from '@/lib/server/revalidate/missed-articles';
import type { Article } from '@/lib/blog/types';

/**
 * One article per request: generateMetadata and the page both need it, and React's cache() makes that one API
 * call instead of two (Next does not dedupe these fetches: each carries its own timeout signal). In server mode
 * an id the API just called unknown is not asked again for a minute (see missed-articles.ts).
 */
export const loadArticle = cache(async (id: number): Promise<Article | null> => {
  if (!env.serverMode) return getArticle(id);
  const misses = missedArticles();
  if (misses.has(id)) return null;
  const article = await getArticle(id);
  if (!article) misses.add(id);
  return article;
});
