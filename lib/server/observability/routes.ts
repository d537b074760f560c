/**
 * Route templates for the request metrics and logs: `/blog/4101/some-title` is counted as
 * `/blog/[articleId]/[modifiedTitle]`, so a label never holds a raw path (unbounded, and a place for whatever a
 * visitor types). The templates come from the build's routes-manifest.json, which lists every page and route
 * handler with the regular expression Next matches it with.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type ManifestRoute = { page: string; regex: string };
export type RoutesManifest = { staticRoutes?: ManifestRoute[]; dynamicRoutes?: ManifestRoute[] };

/** What a path that matches no page or handler is counted as (public files, Next's assets, 404s). */
export const OTHER_ROUTES = {
  assets: '/_next/static',
  next: '/_next',
  file: '(static file)',
  unmatched: '(unmatched)',
} as const;

export type RouteMatcher = (path: string, status: number) => string;

export function routeMatcher(manifest: RoutesManifest): RouteMatcher {
  const exact = new Map<string, string>();
  for (const route of manifest.staticRoutes ?? []) exact.set(route.page, route.page);
  const dynamic = (manifest.dynamicRoutes ?? []).map((route) => ({ page: route.page, regex: new RegExp(route.regex) }));
  return (rawPath, status) => {
    const query = rawPath.indexOf('?');
    let path = query === -1 ? rawPath : rawPath.slice(0, query);
    if (path.startsWith('/_next/static/')) return OTHER_ROUTES.assets;
    if (path.startsWith('/_next/')) return OTHER_ROUTES.next;
    // The RSC payloads of a page (client navigations and prefetches) count as the page.
    path = path.replace(/\.segments\/.*$/, '').replace(/\.rsc$/, '');
    if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
    if (path === '/index') path = '/';
    const page = exact.get(path) ?? dynamic.find((route) => route.regex.test(path))?.page;
    if (page) return page;
    return status < 400 ? OTHER_ROUTES.file : OTHER_ROUTES.unmatched;
  };
}

/** The matcher of the build in `distDir`; every path unmatched when the manifest cannot be read. */
export function loadRouteMatcher(distDir: string): RouteMatcher {
  try {
    return routeMatcher(JSON.parse(readFileSync(join(distDir, 'routes-manifest.json'), 'utf8')) as RoutesManifest);
  } catch {
    return routeMatcher({});
  }
}

/** What a page cache result is counted under: articles, the other blog pages, every other page. */
export function cacheKind(route: string): 'article' | 'blog' | 'page' {
  if (route === '/blog/[articleId]/[modifiedTitle]') return 'article';
  return route === '/blog' || route.startsWith('/blog/') ? 'blog' : 'page';
}
