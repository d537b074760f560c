import { relativeHref } from './relative-href';

describe('relativeHref', () => {
  it.each([
    ['/', 'whycapi'],
    ['/about', 'whycapi'],
    ['/blog', 'whycapi'],
    ['/blog/12/hello', '../../whycapi'],
    ['/blog/12/hello?x=1#top', '../../whycapi'],
    ['/a/b', '../whycapi'],
  ])('from %s gives %s', (from, expected) => {
    expect(relativeHref(from, 'whycapi')).toBe(expected);
  });

  it('resolves to the root page from every depth', () => {
    for (const from of ['/', '/about', '/blog/7/x', '/a/b/c/d']) {
      const url = new URL(relativeHref(from, '/whycapi'), `https://site.test${from}`);
      expect(url.pathname).toBe('/whycapi');
    }
  });
});
