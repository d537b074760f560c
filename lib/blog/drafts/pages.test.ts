import { draftPagePath, pageChecks, prettyPath } from './pages';

const published = { ID: 5, title: 'Partners', status: 'publish', path: '/partners' };

describe('a draft page', () => {
  it("takes its path from its slug under its parent's path, or its URL's when it has no slug yet", () => {
    expect(draftPagePath({ slug: 'expo-2027' }, null)).toBe('/expo-2027');
    expect(draftPagePath({ slug: 'apply' }, published)).toBe('/partners/apply');
    expect(draftPagePath({ slug: '', URL: 'https://example.wordpress.com/events/expo/' }, null)).toBe('/events/expo');
    expect(draftPagePath({ URL: 'https://example.wordpress.com/?page_id=8' }, null)).toBeNull();
    expect(prettyPath('not a url')).toBeNull();
  });

  it('names a path the site serves itself, with what serves it', () => {
    expect(pageChecks({ slug: 'contact' }, null)).toEqual([{ kind: 'page-path-taken', detail: "/contact: the site's own route /contact" }]);
    expect(pageChecks({ slug: 'index' }, published)).toEqual([
      { kind: 'page-path-taken', detail: '/partners/index: the segment "index", which a static host reads as a file of its own' },
    ]);
    expect(pageChecks({ slug: 'expo-2027' }, null)).toEqual([]);
  });

  it('names a parent that is not published (a draft, or one that is gone)', () => {
    expect(pageChecks({ slug: 'apply' }, { ...published, status: 'draft', path: '/partners' })).toEqual([
      { kind: 'page-parent-unpublished', detail: 'Partners (draft)' },
    ]);
    expect(pageChecks({ slug: 'apply' }, { ID: 5, title: '', status: null, path: null }).map((item) => item.kind)).toEqual([
      'page-parent-unpublished',
    ]);
    expect(pageChecks({ slug: 'apply' }, published)).toEqual([]);
  });
});
