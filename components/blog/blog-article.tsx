'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { blogPage } from '@/content/blog';
import { parseArticlePath } from '@/lib/blog/paths';
import type { Article } from '@/lib/blog/types';
import { whenIdle } from '@/lib/browser/when-idle';
import { ArticleLoading, ArticleMissing, ArticleUnavailable, ArticleView } from './article-view';

// WordPress pages (app/[...path]) draw their blocks with the articles' client code, from this boundary.
export { BlockContent } from './article-view';

type Props = {
  articleId: number;
  /** The post as pre-rendered at build; null when the page is the 404 fallback for a newer post. */
  initial: Article | null;
  /** Whether a blog API is configured (with the embedded samples there is nothing to refetch). */
  live: boolean;
  siteUrl: string;
  /** Set on the fallback page (/blog/article), whose title and address follow the loaded post. */
  titleSuffix?: string;
};

/** `article` is null for an id the API does not know, undefined when the API could not be reached. */
type Loaded = { id: number; article: Article | null | undefined };

/**
 * The article screen's state: loading until the post arrives, then loaded. A failed fetch logs to the
 * console and leaves a pre-rendered article as it was; with nothing pre-rendered (the 404 fallback) it says
 * the article could not be loaded, rather than 'Loading...' for ever. The post is (re)fetched whenever
 * `articleId` changes; a pre-rendered post is refetched too, so an edit made after the build shows up. An id the API does not know shows a not-found
 * message. The fetching code is loaded on demand, after the page is interactive.
 */
export function BlogArticle({ articleId, initial, live, siteUrl, titleSuffix }: Props) {
  const [loaded, setLoaded] = useState<Loaded | null>(initial ? { id: articleId, article: initial } : null);

  useEffect(() => {
    if (initial && !live) return;
    let active = true;
    // Leaving the article (or moving to another id) stops its request, retries included.
    const leaving = new AbortController();
    const load = () =>
      import('@/lib/browser/blog/client')
        .then(({ refreshArticle }) => refreshArticle(articleId, initial, leaving.signal))
        .then(
          (article) => {
            if (!active) return;
            setLoaded((previous) =>
              previous?.id === articleId && previous.article && article?.modified === previous.article.modified
                ? previous
                : { id: articleId, article },
            );
          },
          (error: unknown) => {
            if (!active) return;
            console.error(`Blog article ${articleId} could not be loaded.`, error);
            if (!initial) setLoaded({ id: articleId, article: undefined });
          },
        );
    // A pre-rendered article is already readable: its refresh waits until the browser is idle. A post newer
    // than the build has nothing to show yet and loads at once.
    const cancel = initial ? whenIdle(load) : (void load(), () => {});
    return () => {
      active = false;
      cancel();
      leaving.abort();
    };
  }, [articleId, initial, live]);

  const current = loaded?.id === articleId ? loaded : null;

  // On the fallback page: '{title} | {company}', and a stale slug in the address becomes the post's own.
  useEffect(() => {
    if (!titleSuffix || !current) return;
    const labels = blogPage.article;
    const title = current.article === undefined ? labels.unavailableTitle : (current.article?.title ?? labels.notFoundTitle);
    document.title = `${title} | ${titleSuffix}`;
    const href = current.article?.href;
    if (href && window.location.pathname !== href) window.history.replaceState(null, '', href);
  }, [current, titleSuffix]);

  if (!current) return <ArticleLoading />;
  if (current.article === undefined) return <ArticleUnavailable />;
  if (!current.article) return <ArticleMissing />;
  return <ArticleView article={current.article} canonicalUrl={`${siteUrl}${current.article.href}`} />;
}

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
