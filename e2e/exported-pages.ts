import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { staticRoutes } from '../lib/routes';

/** out/, the test-configuration export the desktop and mobile projects serve. */
const outDir = join(__dirname, '..', 'out');

const htmlRoutes = (dir: string, route: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.html'))
        .map((name) => `${route}/${name.replace(/\.html$/, '')}`)
    : [];

/** Blog articles in the export (/blog/{id}/{slug}.html); none until the blog has posts at build time. */
export function exportedArticles(): string[] {
  const blogDir = join(outDir, 'blog');
  if (!existsSync(blogDir)) return [];
  return readdirSync(blogDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^\d+$/.test(entry.name))
    .flatMap((dir) =>
      readdirSync(join(blogDir, dir.name))
        .filter((name) => name.endsWith('.html'))
        .map((name) => `/blog/${dir.name}/${name.replace(/\.html$/, '')}`),
    )
    .sort();
}

/**
 * The blog's later list pages and category archives (/blog/page/N, /blog/category/{slug}[/page/N]), without the
 * page-1 addresses that only refresh to the list's first page.
 */
export function exportedListPages(): string[] {
  const blogDir = join(outDir, 'blog');
  const categoryDir = join(blogDir, 'category');
  const categories = htmlRoutes(categoryDir, '/blog/category');
  return [
    ...htmlRoutes(join(blogDir, 'page'), '/blog/page'),
    ...categories,
    ...categories.flatMap((route) => htmlRoutes(join(categoryDir, route.split('/').pop() as string, 'page'), `${route}/page`)),
  ]
    .filter((route) => !/\/page\/1$/.test(route))
    .sort();
}

/** Every page a visitor can reach: the static routes, the blog's list pages and archives, and the articles. */
export const exportedPages = (): string[] => [...staticRoutes, ...exportedListPages(), ...exportedArticles()];

/** The exported HTML of a route, as the static server sends it. */
export function exportedHtml(route: string): string {
  const file = route === '/' ? 'index.html' : `${decodeURIComponent(route).slice(1)}.html`;
  return readFileSync(join(outDir, file), 'utf8');
}
