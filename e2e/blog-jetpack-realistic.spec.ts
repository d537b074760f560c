import type { Locator, Page } from '@playwright/test';
import { blogPage } from '../content/blog';
import { articlePath } from '../lib/blog/paths';
import { expect, test } from '../test-support/fixtures';
import { realisticExpectations } from '../dev-services/fake-wpcom/realistic';

// The Jetpack posts of the realistic data set (dev-services/fake-wpcom/README.md, 5051-5054) as a reader sees them at 1280
// and 375 px; blog-realistic.spec.ts already checks their words, uploads and axe. Jetpack's own scripts never load:
// what works here works from the site's markup and CSS, and the article's own script.
const posts = new Map(realisticExpectations().map((post) => [post.id, post]));
const labels = blogPage.jetpack;

async function open(page: Page, id: number): Promise<Locator> {
  const post = posts.get(id)!;
  await page.goto(articlePath(post.id, post.rawTitle));
  return page.getByRole('article', { name: post.title, exact: true });
}

const box = async (locator: Locator) => (await locator.boundingBox())!;

// One test per width, a step per block: the posts' loads are what the checks cost, so a context of their own
// would cost as much again. Every check runs at both widths: the galleries, the slideshow's strip and the compare
// pair are laid out by the width, and the other blocks are read from the same loads.
test('Jetpack blocks: tiled gallery, slideshow (with and without JavaScript), image compare, map, and the blocks WordPress.com answers @mobile', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000); // four post loads and a context of its own
  await test.step('tiled gallery: rows of columns at their saved widths, images named by their alt text', async () => {
    const article = await open(page, 5051);
    const rows = article.locator('.tiled-gallery__row');
    await expect(rows).toHaveCount(2);
    const [wide, narrow] = [
      await box(rows.nth(0).locator('.tiled-gallery__col').nth(0)),
      await box(rows.nth(0).locator('.tiled-gallery__col').nth(1)),
    ];
    // Side by side on one line, in the saved proportion (78:22), at every width.
    expect(Math.abs(wide.y - narrow.y)).toBeLessThan(2);
    expect(wide.width / narrow.width).toBeGreaterThan(3);
    expect(wide.width / narrow.width).toBeLessThan(4);
    await expect(rows.nth(1).locator('.tiled-gallery__col')).toHaveCount(3);
    await expect(
      article.locator('.tiled-gallery__item img[role], .tiled-gallery__item img[tabindex], .tiled-gallery__item img[aria-label]'),
    ).toHaveCount(0);
    await expect(article.getByRole('img', { name: 'The reservoir at dusk' })).toBeVisible();
  });

  await test.step('slideshow: one slide at a time in a strip that scrolls, with named previous and next buttons', async () => {
    const article = await open(page, 5052);
    const strip = article.getByRole('list', { name: 'Slideshow, 5 slides' });
    const [stripBox, first, second] = [
      await box(strip),
      await box(strip.getByRole('listitem').nth(0)),
      await box(strip.getByRole('listitem').nth(1)),
    ];
    expect(Math.abs(first.width - stripBox.width)).toBeLessThan(2);
    expect(second.x).toBeGreaterThanOrEqual(stripBox.x + stripBox.width - 1);
    await expect(article.locator('.wp-block-jetpack-slideshow a:not([href]), [role="button"]')).toHaveCount(0);

    await expect(article.getByText('Slide 1 of 5')).toBeVisible();
    await article.getByRole('button', { name: labels.next.join(' ') }).click();
    await expect(article.getByText('Slide 2 of 5')).toBeVisible();
    await article.getByRole('button', { name: labels.previous.join(' ') }).click();
    await article.getByRole('button', { name: labels.previous.join(' ') }).click();
    await expect(article.getByText('Slide 5 of 5')).toBeVisible();
  });

  await test.step('slideshow without JavaScript: the strip still moves a slide at a time by scrolling', async () => {
    // At this project's width, like the steps around it.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: page.viewportSize() });
    const noScript = await context.newPage();
    const article = await open(noScript, 5052);
    const strip = article.getByRole('list', { name: 'Slideshow, 5 slides' });
    await expect(article.locator('.wp-block-jetpack-slideshow').getByRole('button')).toHaveCount(0);
    await strip.focus();
    await noScript.keyboard.press('ArrowRight');
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft / el.clientWidth)).toBeCloseTo(1, 1);
    await context.close();
  });

  await test.step('image compare: a before/after pair, side by side where there is room', async () => {
    const article = await open(page, 5053);
    const sides = article.locator('.wp-block-jetpack-image-compare__pair > figure');
    await expect(sides.locator('figcaption')).toHaveText([labels.before, labels.after]);
    const [before, after] = [await box(sides.nth(0)), await box(sides.nth(1))];
    const wide = (page.viewportSize()?.width ?? 0) >= 480;
    if (wide) expect(Math.abs(before.y - after.y)).toBeLessThan(2);
    else expect(after.y).toBeGreaterThan(before.y + before.height - 1);
  });

  await test.step("map: the block's list of places stays, each a link", async () => {
    const article = page.getByRole('article', { name: posts.get(5053)!.title, exact: true });
    await expect(article.locator('.wp-block-jetpack-map').getByRole('link')).toHaveCount(3);
    await expect(article.getByRole('link', { name: 'Bend field office' })).toHaveAttribute('href', /google\.com\/maps/);
  });

  await test.step('blocks WordPress.com answers: text and links, no dialog, no form, no shortcode', async () => {
    const article = await open(page, 5054);
    const blocks = article.locator('[class*="wp-block-jetpack-"]');
    await expect(blocks).not.toHaveCount(0);
    await expect(blocks.locator('form, input, button, textarea, select')).toHaveCount(0);
    await expect(article.locator('dialog, [role="dialog"], [aria-modal]')).toHaveCount(0);
    await expect(article.getByRole('link', { name: labels.form.link })).toHaveAttribute('href', labels.form.href);
    await expect(article.getByRole('link', { name: labels.subscribe.link })).toHaveAttribute('href', labels.subscribe.href);
    await expect(article.getByRole('link', { name: 'Sponsor the field guide' })).toBeVisible();
    await expect(article.getByRole('link', { name: 'our cookie policy' })).toBeVisible();
    await expect(article).not.toContainText('[jetpack_subscription_form');
  });
});
