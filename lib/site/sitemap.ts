import { laterPageParams, pageCount } from '@/lib/blog/pagination';
import { categoryPath, listPagePath, tagPath } from '@/lib/blog/paths';
import { blogListPage, categoryArchives, getPostSummaries, tagArchives } from '@/lib/blog/source';
import { env } from '@/lib/config/env';
import { staticRoutes } from '@/lib/site/routes';
import { pageRoutes } from '@/lib/wp-pages/source';
import type { SitemapEntry } from './sitemap-xml';

const absolute = (path: string) => `${env.siteUrl}${path === '/' ? '' : path}`;

/** The static routes of lib/site/routes.ts: add a page there and it is listed. */
function pageEntries(): SitemapEntry[] {
  return staticRoutes.map((path) => ({
    url: absolute(path),
    changeFrequency: path === '/blog' ? 'daily' : 'monthly',
    priority: path === '/' ? 1 : 0.7,
  }));
}

const archivePages = (base: string, posts: readonly unknown[]) => [
  base,
  ...laterPageParams(pageCount(posts.length)).map((page) => listPagePath(base, Number(page))),
];

/**
 * /blog/page/2…N and every page of every category and tag archive (/blog itself is a static route); not the
 * empty tag archive that stands in when no post has a tag (noindex).
 */
async function listEntries(): Promise<SitemapEntry[]> {
  const blogPages = laterPageParams((await blogListPage(1))?.count ?? 1).map((page) => listPagePath('/blog', Number(page)));
  const categories = (await categoryArchives()).flatMap(({ slug, posts }) => archivePages(categoryPath(slug), posts));
  const tags = (await tagArchives())
    .filter(({ posts }) => posts.length > 0)
    .flatMap(({ slug, posts }) => archivePages(tagPath(slug), posts));
  return [...blogPages, ...categories, ...tags].map((path) => ({ url: absolute(path), changeFrequency: 'daily', priority: 0.5 }));
}

/** Every article, whatever the size of the blog. */
async function articleEntries(): Promise<SitemapEntry[]> {
  return (await getPostSummaries()).map((post) => ({
    url: absolute(post.href),
    lastModified: post.modified,
    changeFrequency: 'monthly',
    priority: 0.6,
  }));
}

/** Every WordPress page the build writes (lib/wp-pages/). */
async function wordPressPageEntries(): Promise<SitemapEntry[]> {
  return (await pageRoutes()).map((page) => ({
    url: absolute(page.path),
    lastModified: page.modified,
    changeFrequency: 'monthly',
    priority: 0.7,
  }));
}

/** Every URL of the site for /sitemap.xml (split by app/sitemaps/[part] past 45,000 URLs). */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  return [...pageEntries(), ...(await wordPressPageEntries()), ...(await listEntries()), ...(await articleEntries())];
}
