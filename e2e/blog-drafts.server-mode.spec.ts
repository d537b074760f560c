/**
 * The drafts preview in server mode (`next start` over .next-server/, against the server build's own fake API):
 * the server sends no-store and the article's page policy for it, and an editor signs in, lists, previews with
 * the check, and signs out, as on the export (e2e/blog-drafts.spec.ts covers every failure there).
 */
import { draftsPage as copy } from '@/content/blog-drafts';
import { expect as baseExpect, expectNoAxeViolations, test } from '../test-support/fixtures';
import { DRAFT_ORDER, DRAFTS, expectNoTokenInAddress, signIn, storedToken, watchAuthorization } from '../test-support/drafts';
import { startNextServer, type NextServer } from '../test-support/next-server';
import { ports, serverModeTest } from '../test-support/ports';

// The preview loads the API client and the sanitiser after sign-in: on a busy CI machine that takes seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

const api = `http://127.0.0.1:${ports.serverWpcom}`;

test.describe.configure({ mode: 'serial' });

let server: NextServer;

test.beforeAll(async () => {
  // Only the drafts page is read here (a static page): the caches server-mode.spec.ts relies on stay as they are.
  server = await startNextServer({
    port: ports.serverDrafts,
    env: { BLOG_REVALIDATE_SECONDS: String(serverModeTest.longRevalidateSeconds) },
    keepCaches: true,
  });
});
test.afterAll(async () => server?.stop());

test('the server never lets /blog/drafts be cached, and holds it to the article policy with the API alone to talk to', async ({
  request,
}) => {
  const response = await request.get(`${server.origin}/blog/drafts`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  const policy = response.headers()['content-security-policy'] ?? '';
  // The WordPress.com API alone: no EmailJS, no analytics collector (this build has one), not even the site.
  expect(policy).toContain(`connect-src ${api};`);
  expect(policy).toMatch(/frame-src https:\/\/www\.youtube-nocookie\.com/);
  expect(policy).not.toContain("'unsafe-eval'");
  expect(await response.text()).toMatch(/<meta name="robots" content="noindex, nofollow"/);
});

test('an editor signs in, previews a draft with its check, and signs out', async ({ page }) => {
  const authorised = watchAuthorization(page);
  await signIn(page, server.origin);
  const list = page.getByRole('region', { name: copy.list.heading });
  await expect(list.getByRole('listitem')).toHaveCount(DRAFT_ORDER.length);
  await expectNoTokenInAddress(page);
  await expectNoAxeViolations(page);

  await list.getByRole('link').first().click();
  await page.waitForURL(`**/blog/drafts?id=${DRAFTS.everyFinding}`);
  await expect(page.getByRole('note', { name: copy.preview.banner })).toContainText(copy.status.draft);
  // Every kind a post can have (the page kinds are a page's: blog-drafts-pages.spec.ts).
  await expect(page.getByRole('region', { name: copy.check.heading }).locator('[data-kind]')).toHaveCount(
    Object.keys(copy.check.kinds).filter((kind) => !kind.startsWith('page-')).length,
  );
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: copy.signOut }).click();
  await expect(page.getByRole('button', { name: copy.signIn })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  expect(authorised.every(({ url }) => new URL(url).origin === api)).toBe(true);
});
