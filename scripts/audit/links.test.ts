import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkLinks } from './links';
import { NOT_FOUND, makeExport, page } from './lib/fixture';

test('linkinator follows clean URLs and fragments across the export and reports only what is broken', async () => {
  const { dir, cleanup } = makeExport({
    '404.html': NOT_FOUND,
    'index.html': page({
      route: '/',
      body: '<a href="/whycapi#main">ok</a><a href="/whycapi#nowhere">no id</a><a href="/gone">404</a><img src="/x.png" alt=""><a href="https://elsewhere.test/">off site</a>',
    }),
    'whycapi.html': page({ route: '/whycapi' }),
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
