import { expect, expectNoAxeViolations, test } from '../test-support/fixtures';

// The embedded default configuration (no NEXT_PUBLIC_BLOG_SITE) ships a sample landing page (content/wp-pages.ts)
// so `npm start` shows what editors can build.

test('the sample landing page and its child page are built from the embedded pages', async ({ page, request }) => {
  await page.goto('/platform-tour');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('From the first cluster to the thousandth');
  await expect(page.locator('main .wp-block-columns').first().locator('.wp-block-column')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Book a walkthrough' })).toHaveAttribute('href', '/contact');
  await expectNoAxeViolations(page);

  await page.goto('/platform-tour/air-gapped-installs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Air-gapped installs, step by step');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText(['Home', 'A tour of the platform']);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/\/platform-tour<\/loc>/);
  expect(sitemap).toMatch(/\/platform-tour\/air-gapped-installs<\/loc>/);
});
