import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { staticRoutes } from '../lib/routes';
import { expect, gotoHydrated, test } from '../test-support/fixtures';

// The marketing pages: every static route but the blog (its images come from WordPress) and the search page.
const marketingRoutes = staticRoutes.filter((route) => route !== '/blog' && route !== '/search');
const RASTER = /\.(png|jpe?g|webp|avif|gif)$/i;
const FORMAT_OF_TYPE: Record<string, string> = { 'image/avif': 'heif', 'image/webp': 'webp', 'image/png': 'png', 'image/jpeg': 'jpeg' };

type Candidate = { url: string; width: number; type: string };

/** The file behind one srcset candidate: answers 200 and is the format and the width the markup claims. */
async function expectCandidate(request: APIRequestContext, { url, width, type }: Candidate, aspect: number) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const meta = await sharp(await response.body()).metadata();
  expect({ url, format: meta.format, width: meta.width }).toEqual({ url, format: FORMAT_OF_TYPE[type], width });
  expect(meta.height, url).toBe(Math.round(width / aspect));
}

test.describe('raster images', () => {
  test(
    'every raster image of a marketing page is a <picture> with AVIF and WebP files of the sizes it claims',
    { tag: '@one-width' },
    async ({ page, request }) => {
      test.setTimeout(90_000);
      const checked = new Set<string>();
      let rasterCount = 0;
      for (const route of marketingRoutes) {
        // The markup is all this reads: no need to wait for the images themselves, which are fetched below.
        await page.goto(route, { waitUntil: 'domcontentloaded' });
        const images = await page.locator('img').evaluateAll((nodes) =>
          nodes.map((node) => {
            const img = node as HTMLImageElement;
            const picture = img.parentElement?.tagName === 'PICTURE' ? img.parentElement : null;
            const sources = picture ? [...picture.querySelectorAll('source')] : [];
            return {
              src: img.getAttribute('src') ?? '',
              width: Number(img.getAttribute('width')),
              height: Number(img.getAttribute('height')),
              types: sources.map((s) => s.type),
              sets: [
                ...sources.map((s) => ({ type: s.type, srcset: s.srcset })),
                { type: img.src.endsWith('.png') ? 'image/png' : 'image/jpeg', srcset: img.getAttribute('srcset') ?? '' },
              ],
            };
          }),
        );
        for (const image of images.filter((i) => RASTER.test(new URL(i.src, page.url()).pathname))) {
          rasterCount += 1;
          const label = `${route} ${image.src}`;
          expect(image.width, label).toBeGreaterThan(0);
          expect(image.height, label).toBeGreaterThan(0);
          expect(image.types, label).toEqual(['image/avif', 'image/webp']);
          for (const { type, srcset } of image.sets) {
            const candidates = srcset.split(', ').map((entry) => {
              const [url = '', descriptor = ''] = entry.split(' ');
              return { url, width: Number(descriptor.replace(/w$/, '')), type };
            });
            expect(candidates.length, `${label} ${type}`).toBeGreaterThanOrEqual(2);
            const unchecked = candidates.filter((c) => !checked.has(c.url));
            unchecked.forEach((candidate) => checked.add(candidate.url));
            await Promise.all(unchecked.map((candidate) => expectCandidate(request, candidate, image.width / image.height)));
          }
        }
      }
      // The FedStryke and Day 2 screenshots at least: the walk found the images it is about.
      expect(rasterCount).toBeGreaterThanOrEqual(5);
    },
  );

  test.describe('on a 2× screen', () => {
    test.use({ deviceScaleFactor: 2 });
    // Both pages in one test, a step each: they only read what they load.
    test('each screenshot loads as AVIF, drawn at the width its sizes says and sharp at 2×', async ({ page }) => {
      for (const route of ['/fedstryke', '/day2apps']) {
        await test.step(route, async () => {
          // After hydration: the images read before it can be replaced under the loop (seen once on the headless shell).
          await gotoHydrated(page, route);
          const images = page.getByRole('main').locator('picture img');
          expect(await images.count()).toBeGreaterThan(0);
          for (const image of await images.all()) {
            await image.scrollIntoViewIfNeeded();
            await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
            const drawn = await image.evaluate((img: HTMLImageElement) => ({
              file: new URL(img.currentSrc).pathname,
              // With w descriptors the intrinsic width is the sizes slot: it must match the CSS layout.
              slot: img.naturalWidth,
              box: img.getBoundingClientRect().width,
              original: Number(img.getAttribute('width')),
            }));
            expect(drawn.file).toMatch(/^\/img\/.+-\d+\.avif$/);
            expect(Math.abs(drawn.slot - drawn.box), `sizes slot ${drawn.slot} vs drawn ${drawn.box}`).toBeLessThanOrEqual(3);
            const fileWidth = Number(/-(\d+)\.avif$/.exec(drawn.file)?.[1]);
            expect(fileWidth).toBeGreaterThanOrEqual(Math.min(drawn.original, Math.ceil(drawn.box * 2)));
          }
        });
      }
    });
  });
});
