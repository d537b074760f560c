import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

import { staticRoutes } from '../lib/site/routes';
import { buildDir } from './builds';

/** out/, the test-configuration export the desktop and mobile projects serve. */
const outDir = buildDir('test');

const htmlRoutes = (dir: string, route: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.html'))
        .map((name) => `${route}/${name.replace(/\.html$/, '')}`)
    : [];

/**
 * Every blog page in the export (articles, list pages, category and tag archives), as URLs; not the /page/1
 * addresses, which only refresh to their list's first page.
 */
export function exportedBlogPaths(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return walk(path);
      return name.endsWith('.html') ? [`/${relative(outDir, path).slice(0, -'.html'.length)}`] : [];
    });
  return walk(join(outDir, 'blog')).filter((path) => !/\/page\/1$/.test(path));
}

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
 * The blog's later list pages and category and tag archives (/blog/page/N, /blog/{category,tag}/{slug}[/page/N]),
 * without the page-1 addresses that only refresh to the list's first page.
 */
function exportedListPages(): string[] {
  const blogDir = join(outDir, 'blog');
  const archives = (kind: string) => {
    const dir = join(blogDir, kind);
    const firsts = htmlRoutes(dir, `/blog/${kind}`);
    return [...firsts, ...firsts.flatMap((route) => htmlRoutes(join(dir, route.split('/').pop() as string, 'page'), `${route}/page`))];
  };
  return [...htmlRoutes(join(blogDir, 'page'), '/blog/page'), ...archives('category'), ...archives('tag')]
    .filter((route) => !/\/page\/1$/.test(route))
    .sort();
}

/** The fake API's generated filler posts (dev-services/fake-wpcom/data.ts generatePosts: ids from 3001). */
const FILLER = /^\/blog\/3\d{3}\//;

/**
 * The articles the per-page sweeps (axe, no-JS, open states) visit. Articles are one template: every
 * hand-written and recorded post, the first generated filler and the hostile fillers (the script-breakout
 * title, the 300-character one) cover its shapes; the other 40 fillers would add minutes and no new markup.
 * The audits (HTML validity, links, SEO) and the blog specs still read every article.
 */
function sweepArticles(): string[] {
  const articles = exportedArticles();
  const fillers = articles.filter((route) => FILLER.test(route));
  const kept = new Set([fillers[0], ...fillers.filter((route) => /^\/blog\/\d+\/operations-notebook-(19|20)-/.test(route))]);
  return articles.filter((route) => !FILLER.test(route) || kept.has(route));
}

/** The pages the per-page sweeps visit: the static routes, the blog's list pages and archives, and sweepArticles. */
export const exportedPages = (): string[] => [...staticRoutes, ...exportedListPages(), ...sweepArticles()];

/**
 * One page of each template that holds <article>s, landmarks or references of its own, and one article: what the
 * checks too slow for every page (IBM's engine, the policy through nginx's headers) visit.
 */
export const templatePages = (): string[] => [
  '/',
  '/products',
  '/fkp',
  '/documentation',
  '/security',
  '/team',
  '/accessibility',
  '/blog',
  ...exportedArticles().slice(0, 1),
];

/** The exported HTML of a route, as the static server sends it. */
export function exportedHtml(route: string): string {
  const file = route === '/' ? 'index.html' : `${decodeURIComponent(route).slice(1)}.html`;
  return readFileSync(join(outDir, file), 'utf8');
}
