import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { auditLinks, srcsetUrls } from './links';
import { NOT_FOUND, ORIGIN, makeExport, page } from './lib/fixture';

function audit(files: Record<string, string>) {
  const { dir, cleanup } = makeExport({ '404.html': NOT_FOUND, 'whycapi.html': page({ route: '/whycapi' }), ...files });
  try {
    return auditLinks(dir, { siteOrigin: ORIGIN });
  } finally {
    cleanup();
  }
}

describe('auditLinks', () => {
  it('resolves paths by the hosting rule: file, path.html, path/index.html', () => {
    const result = audit({
      'index.html': page({
        route: '/',
        body:
          '<a href="/whycapi">a</a><a href="/docs">b</a><img src="/img/x.png" alt=""><a href="whycapi#main">c</a><a href="' +
          ORIGIN +
          '/whycapi">d</a>',
      }),
      'docs/index.html': page({ route: '/docs' }),
      'img/x.png': 'png',
      'og.png': 'png',
    });
    assert.deepEqual(result.errors, []);
    assert.ok(result.internalChecked >= 8);
  });

  it('reports every kind of miss', () => {
    const { errors } = audit({
      'index.html': page({
        route: '/',
        body: [
          '<a href="/missing">gone</a>',
          '<a href="/whycapi#nowhere">bad fragment</a>',
          '<a href="#">nothing</a>',
          '<a href="https://elsewhere.example/" target="_blank">new tab</a>',
          '<p id="dup"></p><p id="dup"></p>',
          '<img src="/og.png">',
          '<img srcset="/og.png 1x, /missing@2x.png 2x" alt="">',
          '<a href="#also-missing">local</a>',
          '<noscript><a href="/no-js-only">only without JS</a></noscript>',
        ].join(''),
      }),
      'og.png': 'png',
    });
    const expected = [
      /"\/missing" → \/missing is a 404/,
      /no element with id "nowhere" on \/whycapi/,
      /href="#" goes nowhere/,
      /target="_blank" without rel="noopener"/,
      /duplicate id "dup"/,
      /<img> has no alt attribute|<img[^>]*> has no alt/,
      /srcset "\/missing@2x.png"/,
      /"#also-missing": no element with that id/,
      /"\/no-js-only" → \/no-js-only is a 404/,
    ];
    for (const pattern of expected)
      assert.ok(
        errors.some((e) => pattern.test(e)),
        `expected ${pattern} in:\n${errors.join('\n')}`,
      );
    assert.equal(errors.length, expected.length, errors.join('\n'));
  });

  it('counts external links without fetching them, and accepts rel="noopener noreferrer"', () => {
    const result = audit({
      'index.html': page({
        route: '/',
        body: '<a href="https://docs.example/" target="_blank" rel="noopener noreferrer">d</a><a href="https://docs.example/">d</a><a href="mailto:a@b.example">m</a>',
      }),
      'og.png': 'png',
    });
    assert.deepEqual(result.errors, []);
    assert.equal(result.external.get('https://docs.example/'), 2);
    assert.equal(result.external.get('mailto:a@b.example'), 1);
  });

  it('treats a link to the 404 page as broken', () => {
    const { errors } = audit({ 'index.html': page({ route: '/', body: '<a href="/404">x</a>' }), 'og.png': 'png' });
    assert.equal(errors.length, 1);
  });
});

describe('srcsetUrls', () => {
  it('takes the URL of each candidate', () => {
    assert.deepEqual(srcsetUrls('/a.png 1x, /b.png 2x'), ['/a.png', '/b.png']);
    assert.deepEqual(srcsetUrls('/a.png 480w,\n /b.png 960w'), ['/a.png', '/b.png']);
  });
});
