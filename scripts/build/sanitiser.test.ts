// The build's sanitiser (lib/blog/source.ts, DOMPurify over Node's jsdom), tested under tsx rather than Jest: Jest's
// module runtime cannot load jsdom's ES-module dependencies before Node 24.9. The policy itself is tested in Jest
// (lib/blog/sanitize.test.ts) over the test DOM.
import assert from 'node:assert/strict';
import test from 'node:test';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { blogPage } from '@/content/blog';
import { WORDPRESS_IMAGE_HOSTS } from '@/lib/blog/images';
import { sanitizeWith } from '@/lib/blog/sanitize';
import { STYLE_ALLOWLIST } from '@/lib/blog/sanitize/styles';
import { RENEW_EVERY, sanitizeHtmlInNode } from '@/lib/blog/source';
import { WORDPRESS_IMAGE_HOSTS as CSP_IMAGE_HOSTS } from '@/lib/site/csp';
import { BLOCK_SAMPLES } from '@/test-support/blog-block-samples';
import { EMBED_CASES, summariseEmbeds } from '@/test-support/blog-embed-fixtures';
import { XSS_PAYLOADS } from '@/test-support/blog-xss-payloads';

// The reference: the same policy over one jsdom window that is never renewed.
const oneWindow = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
const sanitizeOnOneWindow = (html: string) => sanitizeWith(oneWindow, html);

test('applies the same policy as the one-window sanitiser to every XSS payload, leaving nothing that runs', () => {
  for (const payload of XSS_PAYLOADS) {
    const clean = sanitizeHtmlInNode(payload);
    assert.equal(clean, sanitizeOnOneWindow(payload), payload);
    assert.doesNotMatch(clean, /<script|\son[a-z]+=|javascript:|<iframe|<style/i, payload);
  }
});

test('keeps the whole policy (hooks included) on the windows that replace the first one', () => {
  const post = '<h1 id="top">Title</h1><p class="evil wp-caption" onclick="x()"><a href="#top" target="_blank">up</a></p>';
  const expected = sanitizeOnOneWindow(post);
  assert.match(expected, /<h2 id="user-content-top">/);
  assert.match(expected, /href="#user-content-top"/);
  assert.match(expected, /rel="noopener noreferrer"/);
  for (let i = 0; i <= 2 * RENEW_EVERY + 1; i += 1) assert.equal(sanitizeHtmlInNode(post), expected);
});

test('puts the same click-to-play placeholder or link in place of each embed as the browser does', () => {
  const { window } = new JSDOM('');
  for (const { name, html, expected } of EMBED_CASES) {
    const clean = sanitizeHtmlInNode(html);
    const host = window.document.createElement('div');
    host.innerHTML = clean;
    const summary = summariseEmbeds(host);
    for (const [key, value] of Object.entries(expected)) assert.deepEqual(summary[key as keyof typeof summary], value, `${name}: ${key}`);
    assert.equal(host.innerHTML, clean, `${name}: survives a re-parse`);
  }
});

test('keeps only allowlisted style declarations on the build path too (jsdom parses them)', () => {
  const { document } = new JSDOM('').window;
  const host = document.createElement('div');
  host.innerHTML = XSS_PAYLOADS.map(sanitizeHtmlInNode).join('');
  for (const element of host.querySelectorAll<HTMLElement>('[style]')) {
    // The declarations as written (the CSSOM lists longhands such as background-position-x since jsdom 31).
    const names = (element.getAttribute('style') ?? '').split(';').map((declaration) => declaration.split(':')[0]!.trim());
    for (const name of names.filter(Boolean)) assert.ok(name in STYLE_ALLOWLIST, element.outerHTML);
    assert.doesNotMatch(element.getAttribute('style') ?? '', /evil|javascript|expression|(?<![-\w])position|z-index|!important|\\/);
  }
  // The overlay, the foreign background image and the escaped url() each lose every declaration.
  assert.match(sanitizeHtmlInNode('<div style="position:fixed;inset:0;z-index:9999">o</div>'), /^<div>o<\/div>$/);
  assert.match(sanitizeHtmlInNode('<div style="background-image:url(https://evil.example/x.png)">o</div>'), /^<div>o<\/div>$/);
  assert.match(sanitizeHtmlInNode('<div style="background-image:\\75 rl(https://evil.example/x.png)">o</div>'), /^<div>o<\/div>$/);
  assert.match(sanitizeHtmlInNode('<div style="width:99999px;margin-top:-50px">o</div>'), /^<div>o<\/div>$/);
});

test('keeps the layout styles of block markup on the build path, with the same result as the browser path', () => {
  assert.match(sanitizeHtmlInNode(BLOCK_SAMPLES.columns), /style="flex-basis: 66.66%"/);
  assert.match(sanitizeHtmlInNode(BLOCK_SAMPLES.spacer), /style="height: 48px"/);
  assert.match(sanitizeHtmlInNode(BLOCK_SAMPLES.classicCaption), /style="width: min\(100%, 650px\)"/);
  assert.match(
    sanitizeHtmlInNode(BLOCK_SAMPLES.coverParallax),
    /style="background-position: 50% 50%; background-image: url\(&quot;https:\/\/granitepeak\.files\.wordpress\.com\/2026\/03\/valley\.jpg&quot;\)"/,
  );
});

test("allows background images from the same WordPress hosts as the page's img-src", () => {
  assert.deepEqual(
    WORDPRESS_IMAGE_HOSTS.map((host) => `https://${host}`),
    CSP_IMAGE_HOSTS,
  );
});

test('repairs block markup on the build path as in the browser', () => {
  const host = new JSDOM('').window.document.createElement('div');
  host.innerHTML = sanitizeHtmlInNode(
    [BLOCK_SAMPLES.coverParallax, BLOCK_SAMPLES.table, BLOCK_SAMPLES.headings, BLOCK_SAMPLES.imageLink, BLOCK_SAMPLES.customColours].join(
      '',
    ),
  );
  const background = host.querySelector('.wp-block-cover__image-background')!;
  assert.equal(background.getAttribute('role'), null);
  assert.equal(background.getAttribute('aria-hidden'), 'true');
  assert.deepEqual(
    [...host.querySelector('thead tr')!.children].map((cell) => cell.tagName),
    ['TD', 'TH', 'TH'],
  );
  assert.deepEqual(
    [...host.querySelectorAll('h2, h3, h4, h5, h6')].map((h) => h.tagName),
    ['H2', 'H3', 'H3', 'H3'],
  );
  // Never the fallback alone: a list of links would read "Open image, Open image".
  assert.equal(host.querySelector('figure a')!.getAttribute('aria-label'), `${blogPage.postContent.imageLinkFallback} IMG_0042.jpg`);
  host.innerHTML = sanitizeHtmlInNode(BLOCK_SAMPLES.customColours);
  const [passes, onYellow, grey] = [...host.querySelectorAll('p')] as unknown as [HTMLElement, HTMLElement, HTMLElement];
  assert.equal(passes.getAttribute('style'), 'color: rgb(249, 255, 0); background-color: rgb(40, 2, 241)');
  // A failing colour becomes the nearest step of its hue that passes, exactly as in the browser.
  assert.equal(onYellow.getAttribute('style'), 'color: rgb(255, 255, 255); background-color: rgb(128, 119, 0);');
  assert.match(grey.getAttribute('style') ?? '', /^color: rgb\((\d+), \1, \1\)/);
});
