import { invalidationPaths, urlPaths } from './invalidation-paths';

describe('CloudFront invalidation paths from an rclone --combined report', () => {
  it('maps an exported page to the clean URL and the file, and the home page to /', () => {
    expect(urlPaths('blog/page/2.html')).toEqual(['/blog/page/2', '/blog/page/2.html']);
    expect(urlPaths('index.html')).toEqual(['/', '/index.html']);
    expect(urlPaths('blog/feed.xml')).toEqual(['/blog/feed.xml']);
    expect(urlPaths('_next/static/chunks/app-1a2b.js')).toEqual([]);
  });

  it('invalidates an edited WordPress page at its own path, a child page included', () => {
    const report = ['= events.html', '* events/expo-2027.html', '* events/expo-2027.txt', '* sitemap.xml', ''].join('\n');
    expect(invalidationPaths(report)).toEqual(['/events/expo-2027', '/events/expo-2027.html', '/events/expo-2027.txt', '/sitemap.xml']);
  });

  it('invalidates changed, new and deleted files, never unchanged ones', () => {
    const report = [
      '= about.html',
      '* blog/page/2.html',
      '+ pagefind/index/en_1.pf_index',
      '- pagefind/index/en_0.pf_index',
      '= sitemap.xml',
      '',
    ].join('\n');
    expect(invalidationPaths(report)).toEqual([
      '/blog/page/2',
      '/blog/page/2.html',
      '/pagefind/index/en_0.pf_index',
      '/pagefind/index/en_1.pf_index',
    ]);
  });

  it('encodes what CloudFront cannot take raw (an apostrophe slug stays, spaces and * are escaped)', () => {
    expect(invalidationPaths("* blog/7/what's-new.html\n* a b*.txt")).toEqual([
      '/a%20b%2A.txt',
      "/blog/7/what's-new",
      "/blog/7/what's-new.html",
    ]);
  });

  it('falls back to one wildcard past the limit', () => {
    const report = Array.from({ length: 30 }, (_, i) => `* page-${i}.html`).join('\n');
    expect(invalidationPaths(report, 50)).toEqual(['/*']);
    expect(invalidationPaths(report, 60)).toHaveLength(60);
  });
});
