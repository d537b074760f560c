import { groupByCategory } from './pagination';
import { categoryPath, categorySlug } from './paths';
import { categoryRefs, govCategory } from './reshape';
import type { PostSummary } from './types';

const post = (id: number, names: string[]): PostSummary => ({
  id,
  href: `/blog/${id}/p`,
  title: `Post ${id}`,
  excerptHtml: '',
  date: '2025-01-01T00:00:00+00:00',
  modified: '2025-01-01T00:00:00+00:00',
  featuredImage: null,
  categories: names.map((name) => ({ name, slug: categorySlug(name) })),
});

describe('categorySlug', () => {
  it("uses WordPress's slug when it is plain ASCII", () => {
    expect(categorySlug('Product news', 'product-news')).toBe('product-news');
    expect(categorySlug('Gov', 'gov')).toBe('gov');
  });

  it('derives a file-safe slug from the name otherwise', () => {
    expect(categorySlug('Product news')).toBe('product-news');
    expect(categorySlug('Sécurité & Conformité')).toBe('securite-and-conformite');
    expect(categorySlug('  Zero-Trust / ZTA  ')).toBe('zero-trust-zta');
    expect(categorySlug('日本語', '%e6%97%a5%e6%9c%ac%e8%aa%9e')).toBe('category');
    expect(categorySlug('x'.repeat(300))).toHaveLength(80);
    expect(categorySlug('Ops', '../etc')).toBe('ops');
    expect(categorySlug('Ops', 'UPPER')).toBe('ops');
  });

  it('links the archive under /blog/category', () => {
    expect(categoryPath('gov')).toBe('/blog/category/gov');
  });
});

describe('categoryRefs', () => {
  it("reads the API's object keyed by name, and PHP's [] for none", () => {
    expect(categoryRefs({ Gov: { slug: 'gov' }, 'Product news': { slug: 'product-news' } })).toEqual([
      { name: 'Gov', slug: 'gov' },
      { name: 'Product news', slug: 'product-news' },
    ]);
    expect(categoryRefs({ Edge: {} })).toEqual([{ name: 'Edge', slug: 'edge' }]);
    expect(categoryRefs([])).toEqual([]);
    expect(categoryRefs(undefined)).toEqual([]);
  });
});

describe('groupByCategory', () => {
  it("groups every post under each of its categories, keeping the API's order, groups sorted by name", () => {
    const posts = [post(5, ['Ops', 'Gov']), post(4, ['Ops']), post(3, ['Gov']), post(2, [])];
    const groups = groupByCategory(posts);
    expect(groups.map((g) => [g.name, g.slug, g.posts.map((p) => p.id)])).toEqual([
      ['Gov', 'gov', [5, 3]],
      ['Ops', 'ops', [5, 4]],
    ]);
  });

  it('merges two names with the same slug into one archive, listing a post once', () => {
    const groups = groupByCategory([post(2, ['Edge AI', 'Edge-AI']), post(1, ['Edge-AI'])]);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ name: 'Edge AI', slug: 'edge-ai' });
    expect(groups[0]?.posts.map((p) => p.id)).toEqual([2, 1]);
  });

  it('finds the Gov category of a post for its sticker', () => {
    expect(govCategory(post(1, ['Ops', 'Gov']).categories)).toEqual({ name: 'Gov', slug: 'gov' });
    expect(govCategory(post(1, ['Ops']).categories)).toBeNull();
    expect(govCategory(undefined)).toBeNull();
  });
});
