import { expect, expectNoAxeViolations, expectOnlyThe404, test } from '../test-support/fixtures';

// WordPress pages over the fake's realistic data set (dev-services/fake-wpcom/realistic.ts, realisticPages): a
// landing page of core blocks over real photos, its child, a page of hostile markup, one at /search (taken) and one
// under a draft parent. At 1280 px; the landing page (@mobile) at 375 px too.

test('the landing page: its cover photo is the largest paint, requested first; every photo loads; axe clean @mobile', async ({ page }) => {
  await page.goto('/field-guide');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kubernetes where the road ends');

  const hero = page.locator('main .wp-block-cover').first().locator('img');
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).toHaveAttribute('srcset', /\?w=\d+\S* \d+w/);
  // The first image preload in the head is the page's own (the router adds the home page's later).
  const preload = page.locator('head link[rel="preload"][as="image"]').first();
  await expect(preload).toHaveAttribute('imagesrcset', /\?w=/);

  const lcp = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element?: Element })[];
          const last = entries[entries.length - 1];
          resolve(last?.element?.className ?? '');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(lcp).toContain('wp-block-cover__image-background');

  const broken = await page.locator('main').evaluate(async (main) => {
    const images = Array.from(main.querySelectorAll('img'));
    const results = await Promise.all(
      images.map((img) => {
        img.loading = 'eager';
        return img.decode().then(
          () => null,
          () => img.currentSrc || img.src,
        );
      }),
    );
    return results.filter(Boolean);
  });
  expect(broken).toEqual([]);

  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
  await expectNoAxeViolations(page);
});

test('a hostile page is sanitised with the posts policy', async ({ page, consoleErrors }) => {
  await page.goto('/hostile-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Markup that must stay inert on a page');
  await expect(page.getByRole('heading', { level: 2, name: 'A second h1 that must become an h2' })).toBeVisible();
  const main = page.locator('main');
  await expect(main.locator('script:not([type="application/ld+json"]), iframe, form, input, [onerror], [onmouseover]')).toHaveCount(0);
  await expect(main.locator('a[href^="javascript:"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  const overlay = await page.getByText('full-page overlay').evaluate((el) => getComputedStyle(el).position);
  expect(overlay).not.toBe('fixed');
  // The page's broken image (src="x", kept inert as in a post) is the one request that fails.
  expectOnlyThe404(consoleErrors);
});

test('a child page has breadcrumbs; /search stays the site search', async ({ page }) => {
  await page.goto('/field-guide/site-survey');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText(['Home', 'Field guide']);
  await page.goto('/search');
  await expect(page.getByText('Must not replace the site search.')).toHaveCount(0);
  await expect(page.getByRole('search')).toBeVisible();
});
