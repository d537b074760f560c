import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkLinks } from './links';
import { makeExport, page } from './lib/fixture';

test('linkinator follows the URLs of the hosting rule and their fragments, and reports only what is broken', async () => {
  const { dir, cleanup } = makeExport({
    '404.html': page({ route: '/404' }),
    'index.html': page({
      route: '/',
      body: '<a href="/whycapi#main">ok</a><a href="/whycapi#nowhere">no id</a><a href="/gone">404</a><img src="/x.png" alt=""><a href="https://elsewhere.test/">off site</a>',
    }),
    'whycapi.html': page({ route: '/whycapi' }),
    // The folder of payloads Next writes beside each page: /whycapi is still whycapi.html.
    'whycapi/__next._full.txt': '',
    'x.png': 'png',
  });
  try {
    const { errors } = await checkLinks(dir);
    assert.equal(errors.length, 2, errors.join('\n'));
    assert.ok(errors.some((error) => error.startsWith('/gone ')));
    assert.ok(errors.some((error) => error.includes('#nowhere')));
  } finally {
    cleanup();
  }
});
