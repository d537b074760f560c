// Which exported pages go into the Pagefind index, under which address and title (scripts/search-index.mjs).
// Kept apart from the Pagefind service so the rules are testable without its binary.

/**
 * Pages that are not answers to a search: error and fallback pages, the browser-side article shell for posts
 * newer than the build, the search page itself and the blog list (an archive whose posts are indexed one by one).
 */
export const EXCLUDED_ROUTES = new Set(['/404', '/_not-found', '/_global-error', '/500', '/search', '/blog', '/blog/article']);

/** The address a visitor uses for an exported file: `day2apps.html` → `/day2apps`, `index.html` → `/`. */
export function routeOfFile(relativePath) {
  const path = relativePath.split('\\').join('/').replace(/\.html$/, '');
  if (path === 'index') return '/';
  return `/${path.replace(/\/index$/, '')}`;
}

export function isSearchable(route) {
  return !EXCLUDED_ROUTES.has(route);
}

const TITLE = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i;
const SITE_NAME = /<meta\s+property="og:site_name"\s+content="([^"]*)"/i;
const HEAD_OPEN = /<head\b[^>]*>/i;

/** The company name every title ends with, from the page's Open Graph site name (still HTML-escaped). */
export function siteNameOf(html) {
  return SITE_NAME.exec(html)?.[1] ?? '';
}

/**
 * The page title without the layout's " | Company" suffix (a result list of "X | Company" repeats the
 * company name on every line). Both stay HTML-escaped, as they are in the page.
 */
export function resultTitle(html, companyName = siteNameOf(html)) {
  const raw = TITLE.exec(html)?.[1]?.trim() ?? '';
  const suffix = ` | ${companyName}`;
  return companyName && raw.endsWith(suffix) ? raw.slice(0, -suffix.length) : raw;
}

/**
 * The HTML handed to Pagefind (never written back): a meta element naming the result title, since Pagefind
 * would otherwise take the first h1. The title is already HTML-escaped, as it was in <title>.
 */
export function htmlForIndex(html) {
  const title = resultTitle(html).replace(/"/g, '&quot;');
  const head = HEAD_OPEN.exec(html);
  if (!head || !title) return html;
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}<meta data-pagefind-meta="title[content]" content="${title}">${html.slice(at)}`;
}
