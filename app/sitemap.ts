import type { MetadataRoute } from 'next';
import { getPostSummaries } from '@/lib/blog/source';
import { env } from '@/lib/env';
import { staticRoutes } from '@/lib/routes';

export const dynamic = 'force-static';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages: MetadataRoute.Sitemap = staticRoutes.map((path) => ({
    url: `${env.siteUrl}${path === '/' ? '' : path}`,
    changeFrequency: path === '/blog' ? 'daily' : 'monthly',
    priority: path === '/' ? 1 : 0.7,
  }));
  const articles = (await getPostSummaries()).map((post) => ({
    url: `${env.siteUrl}${post.href}`,
    lastModified: post.modified,
    changeFrequency: 'monthly' as const,
    priority: 0.6,
  }));
  return [...pages, ...articles];
}
