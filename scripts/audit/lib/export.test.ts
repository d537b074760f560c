import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { htmlFiles, isArticle, isListRedirect, resolveOnExport, routeOf } from './export';
import { makeExport } from './fixture';

describe('the hosting rule', () => {
  const { dir, cleanup } = makeExport({
    'index.html': '',
    'about.html': '',
    'about/__next.about.txt': '',
    'docs/index.html': '',
    "blog/3/it's-here.html": '',
    'og.png': '',
    '_next/static/x.html': '',
  });
  after(cleanup);

  it('serves path, path.html, then path/index.html', () => {
    assert.equal(resolveOnExport(dir, '/'), join(dir, 'index.html'));
    assert.equal(resolveOnExport(dir, '/about'), join(dir, 'about.html'));
    assert.equal(resolveOnExport(dir, '/docs'), join(dir, 'docs/index.html'));
    assert.equal(resolveOnExport(dir, '/og.png'), join(dir, 'og.png'));
  });

  it('decodes percent-escapes the way a static server does', () => {
    assert.equal(resolveOnExport(dir, '/blog/3/it%27s-here'), join(dir, "blog/3/it's-here.html"));
  });

  it('answers 404 (null) for unknown paths, trailing slashes without an index and escapes', () => {
    assert.equal(resolveOnExport(dir, '/missing'), null);
    assert.equal(resolveOnExport(dir, '/about/'), null);
    assert.equal(resolveOnExport(dir, '/../etc/passwd'), null);
    assert.equal(resolveOnExport(dir, '/%E0%A4%A'), null);
  });

  it('maps files to routes and skips Next build internals', () => {
    const routes = htmlFiles(dir).map((f) => routeOf(dir, f));
    assert.deepEqual(routes, ['/about', "/blog/3/it's-here", '/docs', '/']);
    assert.equal(isArticle("/blog/3/it's-here"), true);
    assert.equal(isArticle('/blog'), false);
  });

  it('tells list pages and their page-1 redirects from articles', () => {
    for (const route of ['/blog/page/2', '/blog/category/gov', '/blog/category/gov/page/2', '/blog/page/1'])
      assert.equal(isArticle(route), false, route);
    assert.equal(isListRedirect('/blog/page/1'), true);
    assert.equal(isListRedirect('/blog/category/gov/page/1'), true);
    assert.equal(isListRedirect('/blog/tag/etcd/page/1'), true);
    assert.equal(isListRedirect('/blog/tag/etcd'), false);
    assert.equal(isListRedirect('/blog/page/2'), false);
    assert.equal(isListRedirect('/blog/category/gov'), false);
  });
});
