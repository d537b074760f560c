import { expect, gotoHydrated, test } from '../test-support/fixtures';

// .test-builds/default/ was built with no environment: the blog is the embedded sample posts (content/blog-posts.ts),
// which went through the same validation, decoding and sanitising as posts from the API.
const SAMPLES = [
  'FIPS 140-3 is here: what changes for FKP clusters',
  'Leaving legacy virtualisation: a VMware-to-Vitro migration runbook',
  'Day 2 is where clusters live: our add-on catalogue, explained',
  'The edge doesn’t wait: lessons from FleetEdge field trials',
  'Single sign-on without a single point of failure',
  'Finding federal contracts faster with FedStryke & PSC codes',
];

test('a build with no blog configured shows the sample posts and never calls an API', async ({ page }) => {
  const external: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) external.push(request.url());
  });

  await gotoHydrated(page, '/blog');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(SAMPLES);
  await expect(page.getByRole('article', { name: SAMPLES[0] }).getByText('Gov Related', { exact: true })).toBeVisible();

  await page
    .getByRole('article', { name: SAMPLES[5] })
    .getByRole('link', { name: /^Read More/ })
    .click();
  await expect(page).toHaveURL(/\/blog\/1201\/finding-federal-contracts-faster-with-fedstryke-amp-psc-codes$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SAMPLES[5]!);
  await expect(page.getByText(/^Author: /)).toBeVisible();
  expect(external).toEqual([]);
});
