import { laterPageParams, pageCount } from '@/lib/blog/pagination';
import { categoryPath, listPagePath } from '@/lib/blog/paths';
import { blogListPage, categoryArchives, getPostSummaries } from '@/lib/blog/source';
import { env } from '@/lib/env';
import { staticRoutes } from '@/lib/routes';
import { pageRoutes } from '@/lib/wp-pages/source';
import type { SitemapEntry } from './sitemap-xml';

const absolute = (path: string) => `${env.siteUrl}${path === '/' ? '' : path}`;

/** The static routes of lib/routes.ts: add a page there and it is listed. */
function pageEntries(): SitemapEntry[] {
  return staticRoutes.map((path) => ({
    url: absolute(path),
    changeFrequency: path === '/blog' ? 'daily' : 'monthly',
    priority: path === '/' ? 1 : 0.7,
  }));
}

/** /blog/page/2…N and every page of every category archive (/blog itself is a static route). */
async function listEntries(): Promise<SitemapEntry[]> {
  const blogPages = laterPageParams((await blogListPage(1))?.count ?? 1).map((page) => listPagePath('/blog', Number(page)));
  const archives = (await categoryArchives()).flatMap(({ slug, posts }) => {
    const base = categoryPath(slug);
    return [base, ...laterPageParams(pageCount(posts.length)).map((page) => listPagePath(base, Number(page)))];
  });
  return [...blogPages, ...archives].map((path) => ({ url: absolute(path), changeFrequency: 'daily', priority: 0.5 }));
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
