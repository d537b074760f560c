import { listPageMetadata } from './seo';

describe('listPageMetadata', () => {
  const list = { title: 'Blog', description: 'Posts.', base: '/blog', count: 3 };

  it('gives page 1 the list’s own title and canonical', () => {
    const meta = listPageMetadata({ ...list, page: 1 });
    expect(meta.title).toBe('Blog');
    expect(meta.description).toBe('Posts.');
    expect(meta.alternates?.canonical).toBe('/blog');
  });

  it('gives every later page its own title, description and canonical', () => {
    const meta = listPageMetadata({ ...list, page: 2 });
    expect(meta.title).toBe('Blog: page 2 of 3');
    expect(meta.description).toBe('Posts. Page 2 of 3.');
    expect(meta.alternates?.canonical).toBe('/blog/page/2');
    expect(meta.alternates?.types).toEqual({ 'application/rss+xml': [expect.objectContaining({ url: '/blog/feed.xml' })] });
  });

  it("shares /blog's social card: later pages and archives have no card file of their own", () => {
    for (const meta of [listPageMetadata({ ...list, page: 2 }), listPageMetadata({ ...list, base: '/blog/category/gov', page: 1 })]) {
      const images = meta.openGraph?.images as { url: string }[];
      expect(images.map((image) => image.url)).toEqual(['/og/blog.png']);
      expect((meta.twitter?.images as { url: string }[]).map((image) => image.url)).toEqual(['/og/blog.png']);
    }
  });
});
