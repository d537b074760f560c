/**
 * Server mode in Chromium: `next start` over the build e2e/run.ts made in .next-server/ (long window, the
 * secret set). What the server answers over HTTP, its windows and POST /api/revalidate, is
 * e2e/server/revalidation.test.ts; here, what a browser makes of it.
 */
import { expect, expectNoAxeViolations, test } from '../test-support/fixtures';
import { startNextServer, type NextServer } from '../test-support/next-server';
import { ports } from '../test-support/ports';
import { control, longWindow, PRERENDERED } from '../test-support/server-mode';

const { first: FIRST } = PRERENDERED;

test.describe.configure({ mode: 'serial' });

let server: NextServer;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  await control('reset');
  server = await startNextServer({ port: ports.serverLongWindow, env: longWindow });
});
test.afterAll(async () => server?.stop());

test("a browser follows an article's other address to its own (Next repeats the redirect's Location)", async ({ page }) => {
  await page.goto(`${server.origin}/blog/${FIRST.id}/an-old-title`);
  await expect(page).toHaveURL(`${server.origin}${FIRST.path}`);
});

test('the blog renders in Chromium under the server policy, with no console error or axe violation', async ({ page }) => {
  // Two full-page axe scans: about 40 s on a loaded 2-core machine (load average 30), over the default 30 s.
  test.setTimeout(60_000);
  for (const path of ['/blog', FIRST.path]) {
    await page.goto(`${server.origin}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
