import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { staticRoutes } from '../lib/routes';

/** out/, the test-configuration export the desktop and mobile projects serve. */
const outDir = join(__dirname, '..', 'out');

/** Blog articles in the export (/blog/{id}/{slug}.html); none until the blog has posts at build time. */
export function exportedArticles(): string[] {
  const blogDir = join(outDir, 'blog');
  if (!existsSync(blogDir)) return [];
  return readdirSync(blogDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      readdirSync(join(blogDir, dir.name))
        .filter((name) => name.endsWith('.html'))
        .map((name) => `/blog/${dir.name}/${name.replace(/\.html$/, '')}`),
    )
    .sort();
}

/** Every page a visitor can reach: the static routes plus the exported articles. */
export const exportedPages = (): string[] => [...staticRoutes, ...exportedArticles()];

/** The exported HTML of a route, as the static server sends it. */
export function exportedHtml(route: string): string {
  const file = route === '/' ? 'index.html' : `${decodeURIComponent(route).slice(1)}.html`;
  return readFileSync(join(outDir, file), 'utf8');
}
