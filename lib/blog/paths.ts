import { slugify } from './slugify';

/** Used when a title has no character the slug rule keeps (e.g. '?!'), so the link still has two segments. */
export const EMPTY_SLUG_FALLBACK = 'post';

/**
 * The export writes each article as `{slug}.html` beside a folder `{slug}/`, and a file name may hold 255 bytes:
 * a ~300-character title failed the whole build. The slug rule leaves ASCII only, so characters are bytes.
 * 100 keeps addresses readable and leaves room for the extension and for percent-encoding by crawlers' servers.
 */
export const MAX_SLUG_LENGTH = 100;

/**
 * The title's slug as `slugify` writes it, cut to MAX_SLUG_LENGTH at the last '-' inside the limit (mid-word when
 * there is none), without the trailing '-'. Cutting is harmless: the article is found by its id.
 */
export function articleSlug(rawTitle: string): string {
  const slug = slugify(rawTitle);
  if (slug.length <= MAX_SLUG_LENGTH) return slug || EMPTY_SLUG_FALLBACK;
  const cut = slug.slice(0, MAX_SLUG_LENGTH);
  const boundary = cut.lastIndexOf('-');
  return (boundary > 0 ? cut.slice(0, boundary) : cut).replace(/-+$/, '') || EMPTY_SLUG_FALLBACK;
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
