/**
 * The drafts preview in a build with no WordPress.com app (.test-builds/default/, no environment at all): the page tells
 * the deployer how to register one, offers no sign-in, and sends nothing anywhere.
 */
import { draftsPage as copy } from '@/content/blog-drafts';
import { DEFAULT_SITE_URL } from '@/lib/config/env';
import { expect, expectNoAxeViolations, test } from '../test-support/fixtures';

test('without a Client ID, /blog/drafts says how to register the WordPress.com app', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/blog/drafts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.unconfigured.title);
  const steps = page.getByRole('main').getByRole('listitem');
  await expect(steps).toHaveCount(copy.unconfigured.steps.length);
  // The redirect URL and the JavaScript origin to register, from this build's site URL.
  await expect(steps.nth(1)).toContainText(`${DEFAULT_SITE_URL}/blog/drafts`);
  await expect(steps.nth(2)).toContainText(DEFAULT_SITE_URL);
  await expect(page.getByRole('main')).toContainText('NEXT_PUBLIC_WPCOM_CLIENT_ID');
  await expect(page.getByRole('button', { name: copy.signIn })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(requests.filter((url) => !url.startsWith(new URL(page.url()).origin))).toEqual([]);
  await expectNoAxeViolations(page);
});
