/**
 * The drafts preview in server mode (`next start` over .next-server/, against the server build's own fake API):
 * an editor signs in, lists, previews with the check, and signs out, as on the export (e2e/blog-drafts.spec.ts
 * covers every failure there). The headers the server sends with the page: e2e/server/as-built.test.ts.
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
  // Only the drafts page is read here (a static page): the caches the other server tests rely on stay as they are.
  server = await startNextServer({
    port: ports.serverDrafts,
    env: { BLOG_REVALIDATE_SECONDS: String(serverModeTest.longRevalidateSeconds) },
    keepCaches: true,
  });
});
test.afterAll(async () => server?.stop());

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
