import { slugify } from './slugify';

/** Used when a title has no character the slug rule keeps (e.g. '?!'), so the link still has two segments. */
export const EMPTY_SLUG_FALLBACK = 'post';

export function articleSlug(rawTitle: string): string {
  return slugify(rawTitle) || EMPTY_SLUG_FALLBACK;
}

/** `/blog/{ID}/{slug}`; the slug is cosmetic, the article is found by its id. */
export function articlePath(id: number, rawTitle: string): string {
  return `/blog/${id}/${articleSlug(rawTitle)}`;
}

const ARTICLE_PATH = /^\/blog\/(\d{1,15})(?:\/[^/]*)?\/?$/;

/** The article id in a pathname such as /blog/42/any-slug (the 404 page uses it for posts newer than the build). */
export function parseArticlePath(pathname: string): number | null {
  const match = ARTICLE_PATH.exec(pathname);
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return id > 0 ? id : null;
}

/**
 * The page that renders an article in the browser when the static host had no file for its address (a post
 * published after the build, or a stale slug): /blog/article?from=/blog/{id}/{slug}.
 */
export const FALLBACK_PATH = '/blog/article';

/**
 * Inline script for the 404 page: on an article address it marks the page (CSS then shows 'Loading...' instead
 * of 'Page not found') and hands over to the fallback page, which restores the address. An inline script costs
 * every other page nothing, whereas a client component in the root not-found boundary ships with every page.
 */
export const FALLBACK_REDIRECT_SCRIPT = `(function(){var p=location.pathname;if(${ARTICLE_PATH}.test(p)){document.currentScript.parentElement.setAttribute('data-blog-path','');location.replace('${FALLBACK_PATH}?from='+encodeURIComponent(p))}})()`;
