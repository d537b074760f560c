import type { Page } from '@playwright/test';
import { contactPage } from '../content/contact';
import { searchPage } from '../content/search';
import { expect, expectNoAxeViolations, expectOnlyThe404, test } from '../test-support/fixtures';

// WordPress pages on the test build, from the fake's default data set (dev-services/fake-wpcom/pages.ts): /events
// (a cover, columns, buttons, media & text, a group, a table, quotes, a gallery, details), its child
// /events/expo-2027, a page at /contact (taken: left out) and one under a draft parent (left out). At 1280 px;
// the layout test (@mobile) at 375 px too.

const EVENTS_H1 = 'Meet us where the mission is';

async function box(page: Page, selector: string, index = 0) {
  const found = await page.locator(selector).nth(index).boundingBox();
  if (!found) throw new Error(`${selector} #${index} is not laid out`);
  return found;
}

async function noSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, 'page wider than the screen').toBeLessThanOrEqual(client);
}

test('a page of core blocks: one h1 from its cover, blocks in the site design, axe clean @mobile', async ({ page, request }, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  await page.goto('/events');
  await expect(page).toHaveTitle(/^Events \| /);

  await test.step('the cover that opens the page is its hero, its heading the one h1', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(EVENTS_H1);
    const hero = page.locator('main .wp-block-cover').first();
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    // Its photo is the page's first request: high priority, never lazy, and preloaded from the head.
    const img = hero.locator('img.wp-block-cover__image-background');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).not.toHaveAttribute('loading', 'lazy');
    // The document as served (before any script): one image preload, the cover's photo.
    const served = await (await request.get('/events')).text();
    const preloads = served.match(/<link rel="preload"[^>]*as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain(`href="${await img.getAttribute('src')}"`);
  });

  await test.step('columns side by side at 1280 px, stacked at 375 px', async () => {
    const columns = await Promise.all([0, 1, 2].map((i) => box(page, 'main .wp-block-columns >> nth=0 >> .wp-block-column', i)));
    if (mobile) {
      expect(columns[1]!.y).toBeGreaterThan(columns[0]!.y + columns[0]!.height - 1);
      expect(Math.abs(columns[1]!.x - columns[0]!.x)).toBeLessThan(2);
    } else {
      expect(Math.abs(columns[1]!.y - columns[0]!.y)).toBeLessThan(2);
      expect(columns[1]!.x).toBeGreaterThan(columns[0]!.x + columns[0]!.width - 1);
      expect(columns[2]!.x).toBeGreaterThan(columns[1]!.x + columns[1]!.width - 1);
    }
  });

  await test.step("buttons are drawn as the site's link buttons", async () => {
    const fill = page.getByRole('link', { name: 'Ask for an invitation' });
    const outline = page.getByRole('link', { name: 'See the products' });
    const look = (locator: typeof fill) =>
      locator.evaluate((el) => {
        const style = getComputedStyle(el);
        return { background: style.backgroundColor, height: el.getBoundingClientRect().height, border: style.borderTopWidth };
      });
    const filled = await look(fill);
    expect(filled.background).toBe('rgb(11, 92, 173)');
    expect(filled.height).toBeGreaterThanOrEqual(44);
    const outlined = await look(outline);
    expect(outlined.background).toBe('rgba(0, 0, 0, 0)');
    expect(outlined.border).toBe('2px');
  });

  await test.step('media & text side by side at 1280 px, stacked at 375 px', async () => {
    const media = await box(page, 'main .wp-block-media-text__media');
    const text = await box(page, 'main .wp-block-media-text__content');
    if (mobile) expect(text.y).toBeGreaterThanOrEqual(media.y + media.height - 1);
    else {
      expect(text.x).toBeGreaterThanOrEqual(media.x + media.width - 1);
      expect(Math.abs(text.y + text.height / 2 - (media.y + media.height / 2))).toBeLessThan(text.height);
    }
  });

  await test.step('every word of the page is there, nothing is wider than the screen, and axe finds nothing', async () => {
    for (const words of ['Twelve clusters, one command, no downtime.', 'Briefing rooms on request', 'Dates may move; this page follows.']) {
      await expect(page.getByText(words, { exact: true })).toBeVisible();
    }
    await page.getByText('Do I need a ticket?').click();
    await expect(page.getByText('The stand is open to every visitor', { exact: false })).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});

test('a child page has breadcrumbs, its canonical URL, the excerpt as description and JSON-LD', async ({ page }) => {
  await page.goto('/events/expo-2027');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Expo 2027');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Events']);
  await expect(crumbs.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/events');
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Expo 2027');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/events\/expo-2027$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Our stand, talks and demo times at Expo 2027.');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og\/page\/8102\.png$/);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
  expect(types).toEqual(expect.arrayContaining(['WebPage', 'BreadcrumbList']));
  const trail = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'BreadcrumbList');
  expect(trail.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Events', 'Expo 2027']);
  await crumbs.getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL('/events');
  await expectNoAxeViolations(page, 'main');
});

test('a page at a taken path leaves the route as it was; a page under a draft parent is not built', async ({ page, consoleErrors }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactPage.hero.title);
  await expect(page.getByText('This page must never replace', { exact: false })).toHaveCount(0);

  const response = await page.goto('/partners/programme');
  expect(response?.status()).toBe(404);
  expectOnlyThe404(consoleErrors);
});

// The same files at every width: desktop only (untagged).
test('pages are in the sitemap and the site search, not in the blog list or the feed', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/events<\/loc>/);
  expect(sitemap).toMatch(/<loc>[^<]*\/events\/expo-2027<\/loc>/);
  expect(sitemap).not.toMatch(/\/partners\/programme/);
  expect(sitemap.match(/<loc>[^<]*\/contact<\/loc>/g)).toHaveLength(1);

  const feed = await (await request.get('/blog/feed.xml')).text();
  expect(feed).not.toContain('/events');
  await page.goto('/blog');
  await expect(page.locator('main a[href^="/events"]')).toHaveCount(0);

  await page.goto('/search');
  const field = page.getByRole('searchbox', { name: searchPage.copy.fieldLabel });
  await field.fill('Halifax');
  await field.press('Enter');
  await expect(page.getByRole('main').locator('a[href="/events"]').first()).toBeVisible({ timeout: 20_000 });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a page reads and its details open without a script', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(EVENTS_H1);
    await expect(page.getByRole('link', { name: 'Book a meeting' })).toHaveAttribute('href', '/contact');
    await page.getByText('Do I need a ticket?').click();
    await expect(page.getByText('The stand is open to every visitor', { exact: false })).toBeVisible();
    await noSidewaysScroll(page);
  });
});
