import { articlePath, articleSlug, FALLBACK_PATH, FALLBACK_REDIRECT_SCRIPT, MAX_SLUG_LENGTH, parseArticlePath, slugify } from './paths';

describe('articlePath', () => {
  it('joins the id and the slug of the raw title', () => {
    expect(articlePath(42, 'What&#8217;s new, again')).toBe("/blog/42/what's-new-again");
  });

  it('falls back to a fixed segment when the slug rule leaves nothing', () => {
    expect(articlePath(7, '?!')).toBe('/blog/7/post');
  });

  it("keeps a 300-character title's slug short enough for a file name, cut between words", () => {
    const title = `${'Lessons from running air-gapped Kubernetes fleets, '.repeat(6)}end`.slice(0, 300);
    const slug = articleSlug(title);
    expect(Buffer.byteLength(`${slug}.html`)).toBeLessThanOrEqual(255);
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug).toMatch(/^lessons-from-running-air-gapped-kubernetes-fleets-lessons-.*[a-z]$/);
    expect(slugify(title).startsWith(slug)).toBe(true);
    expect(parseArticlePath(articlePath(9, title))).toBe(9);
  });

  it('cuts a single 300-character word mid-word, and leaves titles under the limit to slugify', () => {
    expect(articleSlug('x'.repeat(300))).toBe('x'.repeat(MAX_SLUG_LENGTH));
    const exact = 'a'.repeat(MAX_SLUG_LENGTH - 2) + ' !';
    expect(articleSlug(exact)).toBe(slugify(exact));
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

describe('FALLBACK_REDIRECT_SCRIPT', () => {
  function run(pathname: string) {
    const replace = jest.fn();
    const parent = document.createElement('div');
    const script = document.createElement('script');
    parent.append(script);
    // Evaluated the way the browser does, with the page's location and the script element it runs from.
    new Function('location', 'document', FALLBACK_REDIRECT_SCRIPT)({ pathname, replace }, { currentScript: script });
    return { replace, marked: parent.hasAttribute('data-blog-path') };
  }

  it('hands an article address over to the fallback page and marks the 404 content', () => {
    const { replace, marked } = run("/blog/42/what's-new");
    expect(replace).toHaveBeenCalledWith(`${FALLBACK_PATH}?from=${encodeURIComponent("/blog/42/what's-new")}`);
    expect(marked).toBe(true);
  });

  it.each(['/about', '/blog', '/blog/abc/x', '/blog/article', '/blog/1/a/b'])('leaves %s on the 404 page', (path) => {
    const { replace, marked } = run(path);
    expect(replace).not.toHaveBeenCalled();
    expect(marked).toBe(false);
  });
});
