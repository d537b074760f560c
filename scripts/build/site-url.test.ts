import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkSiteUrl, enforceSiteUrl, OPT_OUT } from './site-url';

test('a public origin passes quietly', () => {
  assert.equal(checkSiteUrl({ NEXT_PUBLIC_SITE_URL: 'https://www.example.com', CI: '1' }).level, 'ok');
  assert.equal(checkSiteUrl({ NEXT_PUBLIC_SITE_URL: 'https://localhost-tools.example.com' }).level, 'ok');
});

test('an unset or localhost origin warns outside CI', () => {
  for (const value of [undefined, '', 'http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000', 'http://site.localhost']) {
    const result = checkSiteUrl({ NEXT_PUBLIC_SITE_URL: value });
    assert.equal(result.level, 'warn', String(value));
    assert.match(result.message, /NEXT_PUBLIC_SITE_URL/);
  }
});

test('CI with a localhost origin fails unless the opt-out is set', () => {
  assert.equal(checkSiteUrl({ CI: '1' }).level, 'error');
  assert.equal(checkSiteUrl({ CI: 'true', NEXT_PUBLIC_SITE_URL: 'http://localhost:3000' }).level, 'error');
  assert.match(checkSiteUrl({ CI: '1' }).message, new RegExp(OPT_OUT));
  assert.equal(checkSiteUrl({ CI: '1', [OPT_OUT]: '1' }).level, 'warn');
  assert.equal(checkSiteUrl({ CI: '1', [OPT_OUT]: '0' }).level, 'error');
  assert.equal(checkSiteUrl({ CI: 'false' }).level, 'warn');
});

test('enforceSiteUrl logs the warning and throws the error', () => {
  const logged: string[] = [];
  enforceSiteUrl({}, (line) => logged.push(line));
  assert.equal(logged.length, 1);
  assert.match(logged[0] ?? '', /WARNING: this production build is for localhost/);
  assert.throws(() => enforceSiteUrl({ CI: '1' }, () => {}), /ALLOW_LOCALHOST_SITE_URL=1/);
});
