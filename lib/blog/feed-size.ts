/**
 * The feed carries the newest 50 posts: enough for any reader polling daily or weekly, and a size that does
 * not grow with the blog (1,000 posts would make a feed of megabytes fetched on every poll). The sitemap, not
 * the feed, lists every article.
 */
export const FEED_SIZE = 50;

export function feedPosts<T>(posts: readonly T[], size = FEED_SIZE): T[] {
  return posts.slice(0, size);
}
