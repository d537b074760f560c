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
