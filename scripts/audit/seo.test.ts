import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NOT_FOUND, ORIGIN, crawlFiles, makeExport, page } from './lib/fixture';
import { auditSeo, sitemapLocs } from './seo';

const ARTICLE = '/blog/7/hello-world';
const blogPosting = { '@type': 'BlogPosting', headline: 'Hello', datePublished: '2026-01-02' };

function site(overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    '404.html': NOT_FOUND,
    'index.html': page({ route: '/' }),
    'about.html': page({ route: '/about' }),
    'blog/7/hello-world.html': page({ route: ARTICLE, jsonLd: [{ '@type': 'Organization', name: 'Co', url: ORIGIN }, blogPosting] }),
    'og.png': 'png',
    ...crawlFiles(['/', '/about', ARTICLE]),
    ...overrides,
  };
}

function audit(files: Record<string, string | undefined>) {
  const { dir, cleanup } = makeExport(files as Record<string, string>);
  try {
    return auditSeo(dir, { siteOrigin: ORIGIN });
  } finally {
    cleanup();
  }
}

describe('auditSeo', () => {
  it('passes a complete site and counts what it saw', () => {
    const result = audit(site());
    assert.deepEqual(result.errors, []);
    assert.equal(result.pages, 3);
    assert.equal(result.articles, 1);
    assert.equal(result.sitemapCount, 3);
    assert.equal(result.jsonLdTypes.get('Organization'), 3);
    assert.equal(result.jsonLdTypes.get('BlogPosting'), 1);
  });

  it("accepts the blog's noindex browser-side article page outside the sitemap, and requires its noindex", () => {
    const shell =
      '<!doctype html><html lang="en"><head><title>Blog article | Co</title><meta name="robots" content="noindex"></head><body><p>Loading...</p></body></html>';
    assert.deepEqual(audit(site({ 'blog/article.html': shell })).errors, []);
    const indexable = shell.replace('<meta name="robots" content="noindex">', '');
    assert.ok(audit(site({ 'blog/article.html': indexable })).errors.some((e) => /browser-side article page lacks/.test(e)));
  });

  const cases: [string, Record<string, string | undefined>, RegExp][] = [
    [
      'a shared title',
      { 'about.html': page({ route: '/about', title: 'Title of /' }) },
      /title "Title of \/" is shared by (\/, \/about|\/about, \/)$/,
    ],
    ['a shared description', { 'about.html': page({ route: '/about', description: 'About /' }) }, /meta description "About \/…" is shared/],
    ['two h1', { 'about.html': page({ route: '/about', body: '<h1>Again</h1>' }) }, /\/about: 2 h1 elements/],
    ['no lang', { 'about.html': page({ route: '/about' }).replace(' lang="en"', '') }, /\/about: <html> has no lang/],
    [
      'a canonical to another page',
      {
        'about.html': page({ route: '/about' }).replace(
          `${ORIGIN}/about"><meta property="og:title"`,
          `${ORIGIN}/"><meta property="og:title"`,
        ),
      },
      /canonical https:\/\/site.test\/ is not this page/,
    ],
    ['no og:image', { 'about.html': page({ route: '/about' }).replace(/<meta property="og:image"[^>]*>/, '') }, /\/about: no og:image/],
    ['an og:image missing from the export', { 'og.png': undefined }, /og:image https:\/\/site.test\/og.png is not on the export/],
    [
      'broken JSON-LD',
      { 'about.html': page({ route: '/about', jsonLd: [{ '@type': 'Organization', name: 'Co', url: ORIGIN }, '{"@type": '] }) },
      /a JSON-LD block does not parse/,
    ],
    [
      'an unexpected JSON-LD type',
      {
        'about.html': page({ route: '/about', jsonLd: [{ '@type': 'Organization', name: 'Co', url: ORIGIN }, { '@type': 'Blogposting' }] }),
      },
      /"Blogposting" is not an expected type/,
    ],
    ['an article without BlogPosting', { 'blog/7/hello-world.html': page({ route: ARTICLE }) }, /an article without BlogPosting/],
    ['a page without Organization', { 'about.html': page({ route: '/about', jsonLd: [] }) }, /\/about: no Organization JSON-LD/],
    ['a page missing from the sitemap', crawlFiles(['/', ARTICLE]), /sitemap.xml does not list \/about/],
    ['a sitemap URL that 404s', crawlFiles(['/', '/about', ARTICLE, '/gone']), /sitemap: https:\/\/site.test\/gone is a 404/],
    ['no robots.txt', { 'robots.txt': undefined }, /robots.txt is missing/],
    [
      'a noindex page',
      { 'about.html': page({ route: '/about', head: '<meta name="robots" content="noindex">' }) },
      /keeps a real page out of search results/,
    ],
  ];
  for (const [name, overrides, pattern] of cases) {
    it(`reports ${name}`, () => {
      const files = site(overrides);
      for (const [key, value] of Object.entries(files)) if (value === undefined) delete files[key];
      const { errors } = audit(files);
      assert.ok(
        errors.some((e) => pattern.test(e)),
        `expected ${pattern} in:\n${errors.join('\n')}`,
      );
    });
  }
});

describe('sitemapLocs', () => {
  it('reads every <loc> and decodes XML entities', () => {
    assert.deepEqual(sitemapLocs('<url><loc>https://a.test/x?a=1&amp;b=2</loc></url><url><loc>\n https://a.test/y \n</loc></url>'), [
      'https://a.test/x?a=1&b=2',
      'https://a.test/y',
    ]);
  });
});
