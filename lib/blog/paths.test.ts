import { articlePath, parseArticlePath } from './paths';

describe('articlePath', () => {
  it('joins the id and the slug of the raw title', () => {
    expect(articlePath(42, 'What&#8217;s new, again')).toBe("/blog/42/what's-new-again");
  });

  it('falls back to a fixed segment when the slug rule leaves nothing', () => {
    expect(articlePath(7, '?!')).toBe('/blog/7/post');
  });
});

describe('parseArticlePath', () => {
  it.each([
    ['/blog/42/some-slug', 42],
    ["/blog/42/what's-new", 42],
    ['/blog/42/some-slug/', 42],
    ['/blog/42', 42],
    ['/blog/42/stale-or-wrong-slug', 42],
  ])('%s → %s', (path, id) => {
    expect(parseArticlePath(path)).toBe(id);
  });

  it.each(['/blog', '/blog/', '/blog/abc/slug', '/blog/0/slug', '/blog/1/a/b', '/about', '/blogs/1/x', '/blog/-1/x'])(
    'ignores %s',
    (path) => {
      expect(parseArticlePath(path)).toBeNull();
    },
  );
});
