import { buildRss, FEED_SIZE, feedPosts } from './seo';
import type { PostSummary } from './types';

const post: PostSummary = {
  id: 7,
  href: "/blog/7/what's-new-ceph-amp-gitops",
  title: 'What\u2019s new: Ceph & GitOps <fast>',
  excerptHtml: '<p>Storage changes &amp; reviews, now in Git [&hellip;]</p>',
  date: '2025-05-28T14:00:00-04:00',
  modified: '2025-05-29T09:00:00-04:00',
  featuredImage: null,
};

const channel = { title: 'Blog', description: 'Notes', siteUrl: 'https://www.example.com', feedPath: '/blog/feed.xml', blogPath: '/blog' };

describe('buildRss', () => {
  it('writes one escaped item per post with absolute links and RFC 822 dates', () => {
    const xml = buildRss([post], channel);
    expect(xml).toContain('<title>What\u2019s new: Ceph &amp; GitOps &lt;fast&gt;</title>');
    expect(xml).toContain('<link>https://www.example.com/blog/7/what&apos;s-new-ceph-amp-gitops</link>');
    expect(xml).toContain('<pubDate>Wed, 28 May 2025 18:00:00 GMT</pubDate>');
    expect(xml).toContain('<description>Storage changes &amp; reviews, now in Git</description>');
    expect(xml).toContain('<lastBuildDate>Thu, 29 May 2025 13:00:00 GMT</lastBuildDate>');
    expect(xml).toContain('<atom:link href="https://www.example.com/blog/feed.xml" rel="self" type="application/rss+xml"/>');
  });

  it('parses as XML', () => {
    const doc = new DOMParser().parseFromString(buildRss([post, { ...post, id: 8 }], channel), 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.querySelectorAll('item')).toHaveLength(2);
  });

  it('writes a valid empty channel', () => {
    const xml = buildRss([], channel);
    expect(xml).not.toContain('<item>');
    expect(xml).not.toContain('lastBuildDate');
  });

  it('drops the characters XML 1.0 forbids, so an XML parser still reads the feed (&#1; in a title or excerpt)', () => {
    const hostile = {
      ...post,
      title: 'Control\u0001 chars\u0008 and \uFFFE a lone \uD800 surrogate, tab\tkept, emoji \u{1F680} kept',
      excerptHtml: '<p>Excerpt\u001F with \u000B a vertical tab</p>',
    };
    const xml = buildRss([hostile], channel);
    // jsdom's DOMParser is saxes, a conforming XML 1.0 parser: it reports 'disallowed character' for these.
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.querySelector('item > title')?.textContent).toBe('Control chars and  a lone  surrogate, tab\tkept, emoji \u{1F680} kept');
    expect(doc.querySelector('item > description')?.textContent).toBe('Excerpt with a vertical tab');
  });
});

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
