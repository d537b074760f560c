import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { staticRoutes } from '@/lib/routes';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return staticRoutes.map((path) => ({
    url: `${env.siteUrl}${path === '/' ? '' : path}`,
    changeFrequency: path === '/blog' ? 'daily' : 'monthly',
    priority: path === '/' ? 1 : 0.7,
  }));
}
