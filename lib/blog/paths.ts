/** The site's addresses for the blog: article slugs and paths, category and tag archives, list pages, the 404 fallback. */

/**
 * The blog's slug rule, applied to the post title exactly as the API sends it (HTML-encoded), in order:
 * 1. each run of whitespace or commas becomes '-';
 * 2. the right-single-quote entity `&#8217;` becomes an apostrophe;
 * 3. every character that is not a word character, '-', whitespace or an apostrophe is removed;
 * 4. the result is lowercased.
 * `\w` is ASCII-only in JavaScript, so letters such as 'é' are removed, as in the original rule. Other entities
 * lose their '&' and ';' ('&amp;' leaves 'amp'): the rule is kept exact so an article's URL never changes.
 */
export function slugify(title: string): string {
  return title
    .replace(/[\s,]+/g, '-')
    .replace(/&#8217;/g, "'")
    .replace(/[^\w\s'-]/g, '')
    .toLowerCase();
}

/** Used when a title has no character the slug rule keeps (e.g. '?!'), so the link still has two segments. */
const EMPTY_SLUG_FALLBACK = 'post';

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

const CATEGORY_BASE = '/blog/category';

const MAX_CATEGORY_SLUG_LENGTH = 80;

/** Lowercase ASCII letters and digits joined by single hyphens: safe as a file name and in a URL. */
const SAFE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The archive slug of a category. WordPress's own slug when it is plain ASCII (so the browser can ask the API
 * for the same category with `category=`), otherwise one derived from the name: accents dropped, every other
 * run of characters a hyphen, cut to 80 characters; 'category' when nothing is left (a name of only symbols).
 */
export function categorySlug(name: string, wireSlug?: unknown): string {
  return archiveSlug(name, wireSlug, 'category');
}

/** The archive slug of a tag, by the category rule ('tag' when nothing is left; `tag=` for the browser's refresh). */
export function tagSlug(name: string, wireSlug?: unknown): string {
  return archiveSlug(name, wireSlug, 'tag');
}

function archiveSlug(name: string, wireSlug: unknown, fallback: string): string {
  if (typeof wireSlug === 'string' && wireSlug.length <= MAX_CATEGORY_SLUG_LENGTH && SAFE_SLUG.test(wireSlug)) return wireSlug;
  const derived = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&(?:amp;)?/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_CATEGORY_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
  return derived || fallback;
}

export function categoryPath(slug: string): string {
  return `${CATEGORY_BASE}/${slug}`;
}

export function tagPath(slug: string): string {
  return `/blog/tag/${slug}`;
}

/** `/blog` for page 1 (never `/blog/page/1`), `/blog/page/N` otherwise; the same under a category's base. */
export function listPagePath(base: string, page: number): string {
  return page <= 1 ? base : `${base}/page/${page}`;
}
