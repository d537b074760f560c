// The marketing pages' raster images, read from the test export's HTML and files (was e2e/images.spec.ts's first
// test, which loaded 22 pages in Chromium to read the same markup). How a 2× screen draws them stays in Playwright.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import { staticRoutes } from '../../lib/site/routes';
import { attr, exportedFile, exportedPage, unlessBuilt, type HtmlElement } from '../../test-support/artifacts';

// The marketing pages: every static route but the blog (its images come from WordPress) and the search page.
const marketingRoutes = staticRoutes.filter((route) => route !== '/blog' && route !== '/search');
const RASTER = /\.(png|jpe?g|webp|avif|gif)$/i;
const FORMAT_OF_TYPE: Record<string, string> = { 'image/avif': 'heif', 'image/webp': 'webp', 'image/png': 'png', 'image/jpeg': 'jpeg' };
const ORIGIN = 'http://127.0.0.1';

type Candidate = { url: string; width: number; type: string };

/** The file behind one srcset candidate: the host serves it, and it is the format and the width the markup claims. */
async function checkCandidate({ url, width, type }: Candidate, aspect: number) {
  const file = exportedFile('test', new URL(url, ORIGIN).pathname);
  assert.ok(file, `${url} is in the export`);
  const meta = await sharp(file).metadata();
  assert.deepEqual({ url, format: meta.format, width: meta.width }, { url, format: FORMAT_OF_TYPE[type], width });
  assert.equal(meta.height, Math.round(width / aspect), url);
}

test(
  'every raster image of a marketing page is a <picture> with AVIF and WebP files of the sizes it claims',
  { skip: unlessBuilt('test') },
  async () => {
    const checked = new Set<string>();
    let rasterCount = 0;
    for (const route of marketingRoutes) {
      const page = exportedPage('test', route);
      for (const img of page.elements.filter((el) => el.tagName === 'img')) {
        const src = attr(img, 'src') ?? '';
        if (!RASTER.test(new URL(src, ORIGIN).pathname)) continue;
        rasterCount += 1;
        const label = `${route} ${src}`;
        const parent = img.parentNode as HtmlElement | null;
        const sources =
          parent?.tagName === 'picture'
            ? parent.childNodes.filter((node): node is HtmlElement => 'tagName' in node && node.tagName === 'source')
            : [];
        const width = Number(attr(img, 'width'));
        const height = Number(attr(img, 'height'));
        assert.ok(width > 0, `${label} width`);
        assert.ok(height > 0, `${label} height`);
        assert.deepEqual(
          sources.map((source) => attr(source, 'type')),
          ['image/avif', 'image/webp'],
          label,
        );
        const sets = [
          ...sources.map((source) => ({ type: attr(source, 'type')!, srcset: attr(source, 'srcset') ?? '' })),
          { type: src.endsWith('.png') ? 'image/png' : 'image/jpeg', srcset: attr(img, 'srcset') ?? '' },
        ];
        for (const { type, srcset } of sets) {
          const candidates = srcset.split(', ').map((entry) => {
            const [url = '', descriptor = ''] = entry.split(' ');
            return { url, width: Number(descriptor.replace(/w$/, '')), type };
          });
          assert.ok(candidates.length >= 2, `${label} ${type}: ${candidates.length} candidates`);
          const unchecked = candidates.filter((candidate) => !checked.has(candidate.url));
          unchecked.forEach((candidate) => checked.add(candidate.url));
          await Promise.all(unchecked.map((candidate) => checkCandidate(candidate, width / height)));
        }
      }
    }
    // The FedStryke and Day 2 screenshots at least: the walk found the images it is about.
    assert.ok(rasterCount >= 5, `${rasterCount} raster images`);
  },
);
