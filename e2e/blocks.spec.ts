import type { Locator, Page } from '@playwright/test';
import { BLOCK_SAMPLES } from '../test-support/blog-block-samples';
import { articlePath } from '../lib/blog/paths';
import { apiDate, useScenario } from '../test-support/blog.helpers';
import { expect, expectNoAxeViolations, expectOnlyThe404, test } from '../test-support/fixtures';

// A post of every core block (test-support/blog-block-samples.ts), published after the build: the static host's 404 page
// hands it to the client fallback, so this is the browser's sanitiser path with the article's block styles.
// Audio and video are left out: the page's media-src is not this spec's business.
const content = Object.entries(BLOCK_SAMPLES)
  .filter(([name]) => name !== 'media')
  .map(([, html]) => html)
  .join('\n');
const POST = { ID: 9100, title: 'Blocks in the field', content };

/** The samples' images come from a WordPress media host; here each is a plain picture of the right shape. */
async function serveImages(page: Page) {
  await page.route('https://granitepeak.files.wordpress.com/**', (route) => {
    if (!/\.(?:jpe?g|png)$/.test(new URL(route.request().url()).pathname)) return route.abort();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="683" viewBox="0 0 1024 683"><rect width="1024" height="683" fill="#6c8aa8"/><circle cx="760" cy="200" r="110" fill="#d9e4ef"/><path d="M0 683 L330 300 L560 560 L760 380 L1024 683Z" fill="#2f4a63"/></svg>';
    return route.fulfill({ contentType: 'image/svg+xml', body: svg });
  });
}

const box = async (locator: Locator) => (await locator.boundingBox())!;

test.describe('block posts read as the editor laid them out', () => {
  // One post, one load: the first step only measures it, the second reads its styles.
  test('lays out its blocks as WordPress does, draws buttons as buttons and keeps colours within the palette @mobile', async ({
    page,
    request,
    consoleErrors,
  }) => {
    await serveImages(page);
    await useScenario(page, request, { posts: [{ ...POST, date: apiDate(new Date()) }] });
    await page.goto(articlePath(POST.ID, POST.title));
    await expect(page.getByRole('heading', { level: 1, name: POST.title })).toBeVisible();
    expectOnlyThe404(consoleErrors);

    await test.step('lays out columns, media & text, gallery and file as WordPress does at this width', async () => {
      const wide = page.viewportSize()!.width >= 1024;
      const content = page.locator('article [class*="content"]').first();
      const [first, second] = [content.locator('.wp-block-column').nth(0), content.locator('.wp-block-column').nth(1)];
      const [a, b] = [await box(first), await box(second)];
      if (wide) {
        expect(Math.abs(a.y - b.y)).toBeLessThan(2); // side by side
        expect(a.width / b.width).toBeGreaterThan(1.7); // 66.66% beside 33.33%
      } else expect(b.y).toBeGreaterThanOrEqual(a.y + a.height); // stacked

      // Not stacked on mobile: side by side at every width.
      const halves = content.locator('.is-not-stacked-on-mobile > .wp-block-column');
      expect(Math.abs((await box(halves.nth(0))).y - (await box(halves.nth(1))).y)).toBeLessThan(2);

      const media = await box(content.locator('.wp-block-media-text__media'));
      const text = await box(content.locator('.wp-block-media-text__content'));
      if (wide)
        expect(media.x).toBeGreaterThan(text.x); // media on the right, beside the text
      else expect(text.y).toBeGreaterThanOrEqual(media.y + media.height - 1); // stacked, media first

      const tiles = content.locator('.wp-block-gallery > .wp-block-image');
      const tops = await Promise.all([0, 1, 2].map(async (i) => (await box(tiles.nth(i))).y));
      if (wide) expect(new Set(tops.map(Math.round)).size).toBe(1); // three across

      const file = content.locator('.wp-block-file');
      const name = await box(file.getByRole('link', { name: 'Site survey checklist' }));
      const button = await box(file.getByRole('link', { name: 'Download' }));
      expect(button.x >= name.x + name.width + 8 || button.y >= name.y + name.height).toBe(true);

      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth).toBeLessThanOrEqual(page.viewportSize()!.width);

      // Lazy images below the fold load for the full-page picture.
      await page.evaluate(() => document.querySelectorAll('img').forEach((img) => (img.loading = 'eager')));
      await expect.poll(() => page.evaluate(() => [...document.images].every((img) => img.complete))).toBe(true);
      await page.screenshot({ path: test.info().outputPath('block-post.png'), fullPage: true });
    });

    await test.step('draws buttons as buttons and keeps colours within the palette', async () => {
      const content = page.locator('article [class*="content"]').first();
      const demo = content.getByRole('link', { name: 'Book a demo' });
      const styles = await demo.evaluate((el) => {
        const s = getComputedStyle(el);
        return { background: s.backgroundColor, color: s.color, height: el.getBoundingClientRect().height };
      });
      expect(styles).toMatchObject({ background: 'rgb(11, 92, 173)', color: 'rgb(255, 255, 255)' });
      expect(styles.height).toBeGreaterThanOrEqual(44);
      const red = content.getByText('White on the red preset');
      await expect(red).toHaveCSS('background-color', 'rgb(180, 35, 24)');
      await expect(red.getByRole('link')).toHaveCSS('color', 'rgb(255, 255, 255)');
      // The cover's unnamed background and the empty header cell were repaired; axe finds nothing.
      await expectNoAxeViolations(page, 'article');
    });
  });
});
