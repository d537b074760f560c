import { expect, gotoHydrated, test } from '../test-support/fixtures';

// Which files the markup names, their formats and sizes: e2e/artifacts/images.test.ts reads them from the export.
// Here, what only a rendering engine shows: which file a 2× screen picks and the width it draws it at.
test.describe('raster images', () => {
  test.describe('on a 2× screen', () => {
    test.use({ deviceScaleFactor: 2 });
    // Both pages in one test, a step each: they only read what they load.
    test('each screenshot loads as AVIF, drawn at the width its sizes says and sharp at 2× @mobile', async ({ page }) => {
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
