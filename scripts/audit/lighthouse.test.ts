import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lighthouseProblems, median, type Lhr } from './lighthouse';

/** The parts of a Lighthouse result the gate reads, all passing. */
function lhr(patch: (base: Lhr) => Lhr | void = () => undefined): Lhr {
  const category = (id: string) => ({ id, score: 1, auditRefs: [{ id: `${id}-audit`, weight: 1 }] });
  const base: Lhr = {
    finalDisplayedUrl: 'http://localhost:4176/products',
    categories: {
      performance: category('performance'),
      accessibility: category('accessibility'),
      'best-practices': category('best-practices'),
      seo: category('seo'),
    },
    audits: {
      'accessibility-audit': { score: 1, title: 'a' },
      'best-practices-audit': { score: 1, title: 'b' },
      'seo-audit': { score: 1, title: 'c' },
      'cumulative-layout-shift': { numericValue: 0 },
      'render-blocking-resources': { details: { items: [{ url: 'http://localhost:4176/_next/static/chunks/a.css' }] } },
      'unsized-images': { score: 1, scoreDisplayMode: 'metricSavings' },
    },
  };
  return patch(base) ?? base;
}

describe('lighthouseProblems', () => {
  it('accepts a clean result, including first-party render-blocking CSS', () => {
    assert.deepEqual(
      lighthouseProblems(
        lhr(() => undefined),
        { full: true },
      ),
      [],
    );
  });

  it('names the failing audits of a category below 100', () => {
    const result = lhr((r) => {
      r.categories.seo!.score = 0.92;
      r.audits['seo-audit'] = {
        score: 0,
        title: 'Links do not have descriptive text',
        details: { items: [{ href: '/products', text: 'Learn More' }] },
      };
    });
    assert.deepEqual(lighthouseProblems(result, { full: true }), ['seo 92 (seo-audit: Links do not have descriptive text [/products])']);
    assert.deepEqual(lighthouseProblems(result, { full: false }), [], 'performance-only runs do not judge categories');
  });

  it('fails on layout shift, third-party render-blocking requests and unsized images', () => {
    const result = lhr((r) => {
      r.audits['cumulative-layout-shift']!.numericValue = 0.02;
      r.audits['render-blocking-resources']!.details!.items!.push({ url: 'https://fonts.example/css' });
      r.audits['unsized-images'] = { score: 0, scoreDisplayMode: 'metricSavings', details: { items: [{ url: '/a.png' }] } };
    });
    assert.deepEqual(lighthouseProblems(result, { full: false }), [
      'CLS 0.0200 > 0.001',
      'render-blocking third-party request: https://fonts.example/css',
      'images without width and height [/a.png]',
    ]);
  });

  it('treats a page without images as passing the image-size check', () => {
    const result = lhr((r) => {
      r.audits['unsized-images'] = { score: null, scoreDisplayMode: 'notApplicable' };
    });
    assert.deepEqual(lighthouseProblems(result, { full: true }), []);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    assert.equal(median([0.9, 0.5, 0.7]), 0.7);
    assert.equal(median([0.8]), 0.8);
    assert.equal(median([0.6, 0.8]), 0.7);
  });
});
