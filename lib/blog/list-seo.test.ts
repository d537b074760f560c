import { listPageMetadata } from './list-seo';

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
});
