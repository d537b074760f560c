'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { parseArticlePath } from '@/lib/blog/paths';
import { ArticleLoading, ArticleMissing } from './article-view';
import { BlogArticle } from './blog-article';

const subscribe = () => () => {};

// Read once: the address changes to the article's own once the page has loaded.
let requested: string | null | undefined;
function requestedPath(): string | null {
  if (requested === undefined) requested = new URLSearchParams(window.location.search).get('from');
  return requested;
}

/**
 * The body of /blog/article?from=/blog/{id}/{slug}, where the 404 page sends addresses it has no file for:
 * puts the article's own address back in the address bar and renders the post fetched by id.
 */
export function ArticleFromAddress({ siteUrl, titleSuffix }: { siteUrl: string; titleSuffix: string }) {
  const from = useSyncExternalStore(subscribe, requestedPath, () => undefined);
  const articleId = from ? parseArticlePath(from) : null;

  useEffect(() => {
    if (!from || articleId === null) return;
    // After this commit's effects, when the router listens to history, so usePathname follows the change.
    const timer = window.setTimeout(() => window.history.replaceState(null, '', from), 0);
    return () => window.clearTimeout(timer);
  }, [from, articleId]);

  if (from === undefined) return <ArticleLoading />;
  if (articleId === null) return <ArticleMissing />;
  return <BlogArticle articleId={articleId} initial={null} live siteUrl={siteUrl} titleSuffix={titleSuffix} />;
}
