import { articleMetadata, blogPostingJsonLd, plainText } from './seo';
import type { Article } from './types';

const article: Article = {
  id: 7,
  href: '/blog/7/hello',
  title: 'Hello & welcome',
  excerptHtml: '<p>First <strong>words</strong> &amp; more [&hellip;]</p>',
  date: '2025-05-28T14:00:00-04:00',
  modified: '2025-05-29T09:00:00-04:00',
  featuredImage: { src: 'https://cdn.example/a.jpg' },
  contentHtml: '<p>Body</p>',
  authorName: 'Dana Whitfield',
};

describe('plainText', () => {
  it('strips tags, decodes entities and drops the excerpt ellipsis marker', () => {
    expect(plainText(article.excerptHtml)).toBe('First words & more');
  });

  it('cuts long text at a word boundary', () => {
    const text = plainText(`<p>${'word '.repeat(60)}</p>`, 40);
    expect(text.length).toBeLessThanOrEqual(40);
    expect(text).toMatch(/^word( word)+…$/);
  });
});

describe('articleMetadata', () => {
  it('sets title, description, canonical and an Open Graph article with the featured image', () => {
    const meta = articleMetadata(article);
    expect(meta.title).toBe('Hello & welcome');
    expect(meta.description).toBe('First words & more');
    expect(meta.alternates?.canonical).toBe('/blog/7/hello');
    expect(meta.alternates?.types).toEqual({ 'application/rss+xml': [expect.objectContaining({ url: '/blog/feed.xml' })] });
    expect(meta.openGraph).toMatchObject({
      type: 'article',
      publishedTime: article.date,
      modifiedTime: article.modified,
      images: [{ url: 'https://cdn.example/a.jpg', alt: 'Hello & welcome' }],
    });
  });

  it('shares a 1200-wide CDN variant of a WordPress upload, not the full-size original, with its height', () => {
    const featuredImage = { src: 'https://example.files.wordpress.com/2025/06/photo.jpg', width: 2560, height: 1440 };
    const meta = articleMetadata({ ...article, featuredImage });
    const url = 'https://example.files.wordpress.com/2025/06/photo.jpg?w=1200&strip=info';
    expect(meta.openGraph?.images).toEqual([{ url, width: 1200, height: 675, alt: 'Hello & welcome' }]);
    expect(meta.twitter?.images).toEqual([url]);
    expect(blogPostingJsonLd({ ...article, featuredImage }).image).toEqual([url]);
  });

  it('never enlarges a small original for the social preview', () => {
    const featuredImage = { src: 'https://i1.wp.com/blog.example.com/a.png?ssl=1', width: 800, height: 400 };
    expect(articleMetadata({ ...article, featuredImage }).openGraph?.images).toEqual([
      { url: 'https://i1.wp.com/blog.example.com/a.png?ssl=1&w=800&strip=info', width: 800, height: 400, alt: 'Hello & welcome' },
    ]);
  });

  it('uses a card generated with the post title for SVG or missing featured images', () => {
    for (const featuredImage of [{ src: '/images/blog/a.svg' }, null]) {
      const meta = articleMetadata({ ...article, featuredImage });
      expect(meta.openGraph?.images).toEqual([{ url: '/og/blog/7.png', width: 1200, height: 630, alt: 'Hello & welcome' }]);
      expect(meta.twitter?.images).toEqual(['/og/blog/7.png']);
    }
  });
});

describe('blogPostingJsonLd', () => {
  it('describes the post as a schema.org BlogPosting', () => {
    expect(blogPostingJsonLd(article)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Hello & welcome',
      datePublished: article.date,
      dateModified: article.modified,
      author: { '@type': 'Person', name: 'Dana Whitfield' },
      image: ['https://cdn.example/a.jpg'],
      url: 'http://localhost:3000/blog/7/hello',
    });
  });
});
