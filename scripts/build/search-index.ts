// The Pagefind index of the built site (the /search page's data): which pages go in, under which address and
// title. Pagefind reads only each page's <main data-pagefind-body> (app/layout.tsx).
//   export:  out/**/*.html            → out/pagefind/
//   server:  .next-server/server/app  → public/pagefind/ (gitignored; next start serves public/)
// The index covers the pages the build rendered: in server mode, posts published after the build are found
// after the next build.
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { NO_PAGES_SEGMENT } from '../../lib/wp-pages/paths';

/**
 * Pages that are not answers to a search: error and fallback pages, the browser-side article shell for posts
 * newer than the build, the editors' drafts preview, the search page itself and the blog's lists (/blog, its later pages and the category
 * archives), whose posts are indexed one by one.
 */
const EXCLUDED_ROUTES = new Set([
  '/404',
  '/_not-found',
  '/_global-error',
  '/500',
  '/search',
  '/blog',
  '/blog/article',
  '/blog/drafts',
  `/${NO_PAGES_SEGMENT}`,
]);

/** The address a visitor uses for an exported file: `day2apps.html` → `/day2apps`, `index.html` → `/`. */
export function routeOfFile(relativePath: string): string {
  const path = relativePath
    .split('\\')
    .join('/')
    .replace(/\.html$/, '');
  if (path === 'index') return '/';
  return `/${path.replace(/\/index$/, '')}`;
}

/** Later list pages and category archives: lists of posts that are each indexed on their own. */
const ARCHIVE_ROUTE = /^\/blog\/(page|category)\//;

export function isSearchable(route: string): boolean {
  return !EXCLUDED_ROUTES.has(route) && !ARCHIVE_ROUTE.test(route);
}

const TITLE = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i;
const SITE_NAME = /<meta\s+property="og:site_name"\s+content="([^"]*)"/i;
const HEAD_OPEN = /<head\b[^>]*>/i;

/** The company name every title ends with, from the page's Open Graph site name (still HTML-escaped). */
export function siteNameOf(html: string): string {
  return SITE_NAME.exec(html)?.[1] ?? '';
}

/**
 * The page title without the layout's " | Company" suffix (a result list of "X | Company" repeats the
 * company name on every line). Both stay HTML-escaped, as they are in the page.
 */
export function resultTitle(html: string, companyName = siteNameOf(html)): string {
  const raw = TITLE.exec(html)?.[1]?.trim() ?? '';
  const suffix = ` | ${companyName}`;
  return companyName && raw.endsWith(suffix) ? raw.slice(0, -suffix.length) : raw;
}

/**
 * The HTML handed to Pagefind (never written back): a meta element naming the result title, since Pagefind
 * would otherwise take the first h1. The title is already HTML-escaped, as it was in <title>.
 */
export function htmlForIndex(html: string): string {
  const title = resultTitle(html).replace(/"/g, '&quot;');
  const head = HEAD_OPEN.exec(html);
  if (!head || !title) return html;
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}<meta data-pagefind-meta="title[content]" content="${title}">${html.slice(at)}`;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_next' || name === 'pagefind' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/**
 * Indexes the searchable pages of `siteDir` into `outputPath` (replaced: a previous build's index would leave
 * stale fragments behind). Returns the indexed pages; throws on any Pagefind error.
 */
export async function buildSearchIndex({
  siteDir,
  outputPath,
}: {
  siteDir: string;
  outputPath: string;
}): Promise<{ url: string; title: string }[]> {
  rmSync(outputPath, { recursive: true, force: true });
  // Pagefind is an ES module only (no require entry), and tooling .ts files load as CommonJS.
  const { close, createIndex } = await import('pagefind');
  const { index, errors } = await createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(errors.join('; '));
  const pages: { url: string; title: string }[] = [];
  try {
    for (const file of htmlFiles(siteDir)) {
      const url = routeOfFile(relative(siteDir, file));
      if (!isSearchable(url)) continue;
      const html = readFileSync(file, 'utf8');
      if (!html.includes('data-pagefind-body')) continue; // no main content, e.g. a redirect stub
      const added = await index.addHTMLFile({ url, content: htmlForIndex(html) });
      if (added.errors.length) throw new Error(`${url}: ${added.errors.join('; ')}`);
      pages.push({ url, title: added.file.meta.title ?? '' });
    }
    if (pages.length === 0) throw new Error(`no page to index in ${siteDir}`);
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new Error(written.errors.join('; '));
  } finally {
    await close();
  }
  return pages.sort((a, b) => a.url.localeCompare(b.url));
}
