// The build's sanitiser (lib/blog/sanitize-node.ts), tested here under plain Node rather than in Jest: it runs
// DOMPurify over Node's jsdom, whose ES-module dependencies Jest's module runtime cannot load before Node 24.9.
// (The policy itself is tested in Jest, lib/blog/sanitize.test.ts, over the test DOM.)
import assert from 'node:assert/strict';
import test from 'node:test';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { importTypeScript } from './lib/typescript-modules.mjs';

const { RENEW_EVERY, sanitizeHtmlInNode } = await importTypeScript('lib/blog/sanitize-node.ts');
const { sanitizeWith } = await importTypeScript('lib/blog/sanitize.ts');
// The reference: the same policy over one jsdom window that is never renewed.
const oneWindow = createDOMPurify(new JSDOM('').window);
const sanitizeOnOneWindow = (html) => sanitizeWith(oneWindow, html);
const { XSS_PAYLOADS } = await importTypeScript('lib/blog/xss-payloads.ts');

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

test('puts the same click-to-play placeholder or link in place of each embed as the browser does', async () => {
  const { EMBED_CASES, summariseEmbeds } = await importTypeScript('lib/blog/embed-fixtures.ts');
  const { window } = new JSDOM('');
  for (const { name, html, expected } of EMBED_CASES) {
    const clean = sanitizeHtmlInNode(html);
    const host = window.document.createElement('div');
    host.innerHTML = clean;
    const summary = summariseEmbeds(host);
    for (const [key, value] of Object.entries(expected)) assert.deepEqual(summary[key], value, `${name}: ${key}`);
    assert.equal(host.innerHTML, clean, `${name}: survives a re-parse`);
  }
});
