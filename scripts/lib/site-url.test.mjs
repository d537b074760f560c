import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkSiteUrl, enforceSiteUrl, OPT_OUT } from './site-url.mjs';

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
  const logged = [];
  enforceSiteUrl({}, (line) => logged.push(line));
  assert.equal(logged.length, 1);
  assert.match(logged[0], /WARNING: this production build is for localhost/);
  assert.throws(() => enforceSiteUrl({ CI: '1' }, () => {}), /ALLOW_LOCALHOST_SITE_URL=1/);
});

test('next.config.mjs applies the check to `next build` only', async () => {
  const { default: config } = await import('../../next.config.mjs');
  const { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } = await import('next/constants.js');
  const saved = { ...process.env };
  try {
    delete process.env.NEXT_PUBLIC_SITE_URL;
    delete process.env[OPT_OUT];
    process.env.CI = '1';
    assert.throws(() => config(PHASE_PRODUCTION_BUILD), /NEXT_PUBLIC_SITE_URL/);
    assert.equal(typeof config(PHASE_PRODUCTION_SERVER), 'object');
    process.env.NEXT_PUBLIC_SITE_URL = 'https://www.example.com';
    assert.equal(typeof config(PHASE_PRODUCTION_BUILD), 'object');
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  }
});
