// How the static export is laid out and served: which HTML files are pages, which route each one answers,
// and what a URL path resolves to under the hosting rule (path, path.html, path/index.html, else 404.html).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every .html file of the export except Next's build internals. */
export function htmlFiles(outDir: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === '_next' ? [] : walk(path);
      return name.endsWith('.html') ? [path] : [];
    });
  return walk(outDir).sort();
}

/** The URL path an exported HTML file is served at: index.html is '/', about.html is '/about'. */
export function routeOf(outDir: string, file: string): string {
  const rel = relative(outDir, file)
    .split(sep)
    .join('/')
    .replace(/\.html$/, '');
  if (rel === 'index') return '/';
  return `/${rel.replace(/\/index$/, '')}`;
}

/** Files that are not pages a visitor reaches by a link: the 404 template Next also writes as _not-found. */
export const NOT_A_PAGE = new Set(['/404', '/_not-found']);

/** Blog articles are exported as /blog/{id}/{slug}.html (/blog/page/N and /blog/category/… are lists). */
export const isArticle = (route: string) => /^\/blog\/\d+\/[^/]+$/.test(route);

/** /blog/page/1 and /blog/{category,tag}/{slug}/page/1: refresh to the list's first page, noindex, never listed. */
export const isListRedirect = (route: string) => /^\/blog(?:\/(?:category|tag)\/[^/]+)?\/page\/1$/.test(route);

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/**
 * The file the host serves for a URL path, or null for a 404. The pathname is percent-decoded the way a
 * static server maps it to the file system; paths escaping the export are a 404 too.
 */
export function resolveOnExport(outDir: string, pathname: string): string | null {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.split('/').includes('..')) return null;
  const base = join(outDir, decoded);
  const candidates = decoded.endsWith('/') ? [join(base, 'index.html')] : [base, `${base}.html`, join(base, 'index.html')];
  return candidates.find(isFile) ?? null;
}
