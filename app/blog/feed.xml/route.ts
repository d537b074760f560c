import { blogPage } from '@/content/blog';
import { buildRss, feedPosts } from '@/lib/blog/seo';
import { getPostSummaries } from '@/lib/blog/source';
import { env } from '@/lib/config/env';

// Written to out/blog/feed.xml by the static export.
export const dynamic = 'force-static';

export async function GET() {
  const xml = buildRss(feedPosts(await getPostSummaries()), {
    title: blogPage.feed.title,
    description: blogPage.feed.description,
    siteUrl: env.siteUrl,
    feedPath: blogPage.feed.path,
    blogPath: blogPage.meta.path,
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
