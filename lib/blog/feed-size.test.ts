import { FEED_SIZE, feedPosts } from './feed-size';

describe('feedPosts', () => {
  it('keeps the newest 50 posts, in the API order', () => {
    const posts = Array.from({ length: 1000 }, (_, i) => i);
    expect(FEED_SIZE).toBeGreaterThanOrEqual(20);
    expect(FEED_SIZE).toBeLessThanOrEqual(50);
    expect(feedPosts(posts)).toEqual(posts.slice(0, FEED_SIZE));
  });

  it('keeps every post of a small blog', () => {
    expect(feedPosts([3, 2, 1])).toEqual([3, 2, 1]);
    expect(feedPosts([])).toEqual([]);
  });
});
