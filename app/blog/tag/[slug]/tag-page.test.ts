import { EMPTY_TAG_ARCHIVE } from '@/lib/blog/pagination';
import type { PostSummary } from '@/lib/blog/types';
import { tagPageMetadata } from './tag-page';

// The metadata needs no posts: keep the build's source (jsdom, the API) out of this test.
jest.mock('@/lib/blog/source', () => ({ tagArchive: jest.fn() }));

const post: PostSummary = {
  id: 1,
  href: '/blog/1/p',
  title: 'P',
  excerptHtml: '',
  date: '2025-01-01T00:00:00+00:00',
  modified: '2025-01-01T00:00:00+00:00',
  featuredImage: null,
};

describe('tagPageMetadata', () => {
  it('makes an archive with posts an indexable page with its own title and canonical', () => {
    const metadata = tagPageMetadata({ name: 'Ceph & Rook', slug: 'ceph-rook', posts: [post] }, 2, 3);
    expect(metadata.robots).toBeUndefined();
    expect(metadata.title).toBe('Posts tagged Ceph & Rook: page 2 of 3');
    expect(String(metadata.alternates?.canonical)).toMatch(/\/blog\/tag\/ceph-rook\/page\/2$/);
  });

  it('keeps an empty archive out of search results', () => {
    expect(tagPageMetadata(EMPTY_TAG_ARCHIVE, 1, 1).robots).toEqual({ index: false });
  });
});
