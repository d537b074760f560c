import recordedList from '@/dev-services/fake-wpcom/fixtures/list-v1.1-posts.yclee0210.json';
import recordedSingle from '@/dev-services/fake-wpcom/fixtures/single-v1.1-post.WordPressKit-iOS.post-edit-success.json';
import { BlogDataError, parseList, parsePost } from './schema';

const SOURCE = 'https://api.example/rest/v1.1/sites/s/posts';
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('response validation', () => {
  it('accepts the recorded list response and keeps the fields the site reads', () => {
    const list = parseList(recordedList, SOURCE);
    expect(list.found).toBe(1);
    expect(list.meta?.next_page).toBeUndefined();
    const [post] = list.posts;
    expect(post).toMatchObject({ ID: 4, title: 'Testing', featured_image: '', date: '2016-01-24T15:48:40+09:00' });
    expect(Object.keys(post?.categories ?? {})).toEqual(['yclee0210.github.io']);
    expect(post).not.toHaveProperty('attachments');
  });

  it('accepts the recorded single post response', () => {
    expect(parsePost(recordedSingle, SOURCE)).toMatchObject({ ID: 9, title: 'Draft', content: 'Edited', author: { name: 'author' } });
  });

  it("accepts PHP's empty categories array and a missing author", () => {
    const post = { ...clone(recordedSingle), categories: [], author: false };
    expect(parsePost(post, SOURCE)).toMatchObject({ categories: [], author: false });
  });

  it('reads post_thumbnail (URL, width, height, MIME type) and treats a malformed one as absent, keeping the post', () => {
    const base = {
      ID: 1,
      date: '2025-01-01T00:00:00+00:00',
      title: 'T',
      excerpt: '',
      content: '',
      featured_image: 'https://x.files.wordpress.com/a.jpg',
    };
    const thumbnail = { ID: 9, URL: 'https://x.files.wordpress.com/a.jpg', guid: 'g', mime_type: 'image/jpeg', width: 2560, height: 1440 };
    expect(parsePost({ ...base, post_thumbnail: thumbnail }, 'test').post_thumbnail).toEqual({
      URL: thumbnail.URL,
      mime_type: 'image/jpeg',
      width: 2560,
      height: 1440,
    });
    expect(parsePost({ ...base, post_thumbnail: null }, 'test').post_thumbnail).toBeNull();
    expect('post_thumbnail' in parsePost(base, 'test')).toBe(false);
    for (const bad of [{ URL: 5 }, { ...thumbnail, width: -1 }, { ...thumbnail, height: '1440' }, 'x']) {
      expect(parsePost({ ...base, post_thumbnail: bad }, 'test').post_thumbnail).toBeNull();
    }
  });

  it('fails with the source URL and the offending fields on a malformed list', () => {
    const broken = { ...clone(recordedList), found: 'many' };
    expect(() => parseList(broken, SOURCE)).toThrow(BlogDataError);
    expect(() => parseList(broken, SOURCE)).toThrow(new RegExp(`^Unexpected response from ${SOURCE}: found: `));
  });

  it('leaves out a malformed post with a warning naming its ID (or position) and fields, keeping the others', () => {
    const good = clone(recordedList).posts[0] as Record<string, unknown>;
    const noTitle: Record<string, unknown> = { ...good, ID: 5 };
    delete noTitle.title;
    const badId = { ...good, ID: '6' };
    const warn = jest.fn();
    const list = parseList({ found: 3, posts: [good, noTitle, badId] }, SOURCE, warn);
    expect(list.posts.map((post) => post.ID)).toEqual([4]);
    expect(list.skippedIds).toEqual([5]);
    expect(warn.mock.calls).toEqual([
      [expect.stringMatching(new RegExp(`^\\[blog\\] Skipped post 5 from ${SOURCE}: title: `))],
      [expect.stringMatching(/^\[blog\] Skipped post #3 \(no valid ID\) from .*: ID: /)],
    ]);
  });

  it('rejects an error body, an HTML page and a date without offset', () => {
    expect(() => parseList({ error: 'unknown_blog', message: 'Unknown blog' }, SOURCE)).toThrow(/found|posts/);
    expect(() => parseList('<html></html>', SOURCE)).toThrow(BlogDataError);
    expect(() => parsePost({ ...clone(recordedSingle), date: 'yesterday' }, SOURCE)).toThrow(/date/);
  });
});
