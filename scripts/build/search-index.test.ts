// The search index covers each page's main content under its visitor-facing address and title, and leaves
// out the pages that are not answers: errors, fallbacks, the search page and the blog archive.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { buildSearchIndex, htmlForIndex, isSearchable, resultTitle, routeOfFile, siteNameOf } from './search-index';

const page = (title: string, main: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>${title}</title>` +
  `<meta property="og:site_name" content="Peak &amp; Co"/></head><body><header>Menu Karpenter</header>` +
  `<main id="main" data-pagefind-body="">${main}</main><footer>Footer words</footer></body></html>`;

test('maps exported files to the addresses visitors use', () => {
  assert.equal(routeOfFile('index.html'), '/');
  assert.equal(routeOfFile('day2apps.html'), '/day2apps');
  assert.equal(routeOfFile('blog/1206/fips-140-3.html'), '/blog/1206/fips-140-3');
  assert.equal(routeOfFile('docs/index.html'), '/docs');
});

test('leaves out error, fallback, search and archive pages', () => {
  for (const route of [
    '/404',
    '/_not-found',
    '/_global-error',
    '/search',
    '/blog',
    '/blog/article',
    '/blog/drafts',
    '/blog/page/2',
    '/blog/category/gov',
  ]) {
    assert.equal(isSearchable(route), false, route);
  }
  for (const route of ['/', '/day2apps', '/blog/1206/fips-140-3', '/accessibility', '/privacy'])
    assert.equal(isSearchable(route), true, route);
});

test("titles drop the site name suffix, and stay escaped as the page's HTML has them", () => {
  const html = page('FIPS &amp; STIG | Peak &amp; Co', '');
  assert.equal(siteNameOf(html), 'Peak &amp; Co');
  assert.equal(resultTitle(html), 'FIPS &amp; STIG');
  assert.equal(resultTitle(page('Peak &amp; Co builds clusters', '')), 'Peak &amp; Co builds clusters');
  assert.match(htmlForIndex(html), /<head><meta data-pagefind-meta="title\[content\]" content="FIPS &amp; STIG">/);
});

test('indexes the main content of searchable pages only, under clean addresses and titles', async () => {
  const site = mkdtempSync(join(tmpdir(), 'search-index-'));
  const write = (path: string, html: string) => {
    mkdirSync(dirname(join(site, path)), { recursive: true });
    writeFileSync(join(site, path), html);
  };
  try {
    write('index.html', page('Kubernetes for mission teams', '<h1>Home</h1><p>Platform overview</p>'));
    write('day2apps.html', page('Day 2 Ops | Peak &amp; Co', '<h1>Day 2 Ops</h1><p>Karpenter provisions nodes</p>'));
    write('blog/7/stig-hardening.html', page('STIG hardening | Peak &amp; Co', '<h1>STIG hardening</h1><p>Benchmarks</p>'));
    for (const path of ['404.html', '_not-found.html', 'search.html', 'blog.html', 'blog/article.html']) {
      write(path, page('Excluded | Peak &amp; Co', '<p>Excluded page</p>'));
    }
    write('_next/static/x.html', page('Build file', '<p>x</p>'));
    write('redirect.html', '<html><head><title>Redirect</title></head><body>Redirecting</body></html>');
    const outputPath = join(site, 'pagefind');
    mkdirSync(join(outputPath, 'fragment'), { recursive: true });
    writeFileSync(join(outputPath, 'fragment', 'stale.pf_fragment'), 'old');

    const pages = await buildSearchIndex({ siteDir: site, outputPath });

    assert.deepEqual(pages, [
      { url: '/', title: 'Kubernetes for mission teams' },
      { url: '/blog/7/stig-hardening', title: 'STIG hardening' },
      { url: '/day2apps', title: 'Day 2 Ops' },
    ]);
    assert.ok(existsSync(join(outputPath, 'pagefind.js')));
    assert.ok(JSON.parse(readFileSync(join(outputPath, 'pagefind-entry.json'), 'utf8')).languages.en);
    assert.equal(existsSync(join(outputPath, 'fragment', 'stale.pf_fragment')), false, 'a stale fragment survived');
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});
