import { EMPTY_TAG_ARCHIVE, groupByTag, pageCount, slicePage, tagArchivesToWrite } from './pagination';
import { tagPath, tagSlug } from './paths';
import { reshapeSummary, tagRefs, toSummary } from './reshape';
import { parseList } from './schema';
import type { PostSummary } from './types';

const post = (id: number, names: string[]): PostSummary => ({
  id,
  href: `/blog/${id}/p`,
  title: `Post ${id}`,
  excerptHtml: '',
  date: '2025-01-01T00:00:00+00:00',
  modified: '2025-01-01T00:00:00+00:00',
  featuredImage: null,
  tags: names.map((name) => ({ name, slug: tagSlug(name) })),
});

/** A post's `tags` as WordPress.com sends it (the recorded shape: keyed by name, with ID, slug and post_count). */
const wireTags = {
  'FIPS 140-3': { ID: 812, name: 'FIPS 140-3', slug: 'fips-140-3', description: '', post_count: 4, meta: { links: {} } },
  'Ceph &amp; Rook': { ID: 813, name: 'Ceph &amp; Rook', slug: 'ceph-rook', description: '', post_count: 1, meta: { links: {} } },
  日本語: { ID: 814, name: '日本語', slug: '%e6%97%a5%e6%9c%ac%e8%aa%9e', description: '', post_count: 1 },
};

describe('tagRefs', () => {
  const decode = (text: string) => text.replace(/&amp;/g, '&');

  it("reads the API's map in its order, names decoded, slugs WordPress's when they are plain ASCII", () => {
    expect(tagRefs(wireTags, decode)).toEqual([
      { name: 'FIPS 140-3', slug: 'fips-140-3' },
      { name: 'Ceph & Rook', slug: 'ceph-rook' },
      { name: '日本語', slug: 'tag' },
    ]);
  });

  it("reads PHP's [] and anything malformed as no tags, and keeps one link per slug", () => {
    expect(tagRefs([])).toEqual([]);
    expect(tagRefs(null)).toEqual([]);
    expect(tagRefs('FIPS')).toEqual([]);
    expect(tagRefs({ GPU: { slug: 'gpu' }, gpu: { slug: 'gpu' }, '': {} })).toEqual([{ name: 'GPU', slug: 'gpu' }]);
  });

  it('links the archive under /blog/tag', () => {
    expect(tagPath('fips-140-3')).toBe('/blog/tag/fips-140-3');
    expect(tagSlug('Sécurité & Conformité')).toBe('securite-and-conformite');
    expect(tagSlug('GPU', '../gpu')).toBe('gpu');
  });
});

describe('a wire post with tags', () => {
  const wire = {
    ID: 42,
    date: '2025-06-12T09:30:00-04:00',
    title: 'Tagged',
    excerpt: '<p>x</p>',
    content: '<p>x</p>',
    categories: {},
    tags: wireTags,
  };

  it('passes the schema and reaches the summary and the article list view', () => {
    const [parsed] = parseList({ found: 1, posts: [wire] }, 'test').posts;
    const summary = reshapeSummary(parsed!, { decode: (t) => t.replace(/&amp;/g, '&'), sanitize: (h) => h });
    expect(summary.tags?.map((t) => t.slug)).toEqual(['fips-140-3', 'ceph-rook', 'tag']);
    expect(toSummary({ ...summary, contentHtml: '', authorName: '' }).tags).toEqual(summary.tags);
  });

  it("keeps a post whose tags are [] (PHP's empty object)", () => {
    expect(parseList({ found: 1, posts: [{ ...wire, tags: [] }] }, 'test').posts).toHaveLength(1);
  });
});

describe('groupByTag', () => {
  it('lists exactly the posts of each tag, in the API order, one archive per slug, sorted by name', () => {
    const posts = [post(3, ['GPU', 'Runbooks']), post(2, ['Runbooks']), post(1, ['gpu', 'Edge'])];
    const groups = groupByTag(posts);
    expect(groups.map((g) => [g.slug, g.posts.map((p) => p.id)])).toEqual([
      ['edge', [1]],
      ['gpu', [3, 1]],
      ['runbooks', [3, 2]],
    ]);
  });

  it('pages an archive of 22 posts as 20 and 2', () => {
    const [group] = groupByTag(Array.from({ length: 22 }, (_, i) => post(100 - i, ['Runbooks'])));
    expect(pageCount(group!.posts.length)).toBe(2);
    expect(slicePage(group!.posts, 2)?.posts.map((p) => p.id)).toEqual([80, 79]);
  });

  it('writes one empty stand-in archive when no post has a tag (an export needs a param)', () => {
    expect(tagArchivesToWrite(groupByTag([post(1, [])]))).toEqual([EMPTY_TAG_ARCHIVE]);
    expect(EMPTY_TAG_ARCHIVE.posts).toEqual([]);
  });
});
