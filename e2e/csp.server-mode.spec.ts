/**
 * Server mode's script policy in Chromium: pages of the standalone server (what `npm run start:server` and the
 * image run) hydrate under their policy with no violation, as built, after a regeneration through the webhook,
 * and for a post published after the build (a page rendered and streamed for its first request). What the
 * policy holds is read over HTTP in e2e/server/csp.test.ts; here each answer is checked again only because the
 * browser is about to load it.
 */
import type { Page } from '@playwright/test';
import { blogPage } from '../content/blog';
import { inlineScripts, scriptHash } from '../lib/site/csp-inline';
import { cspViolations, recordCspViolations } from '../test-support/csp-browser';
import { expect, gotoHydrated, test } from '../test-support/fixtures';
import { get, post } from '../test-support/http';
import { startNextServer, type NextServer } from '../test-support/next-server';
import { ports } from '../test-support/ports';
import { control, expectHashedPolicy, longWindow, PRERENDERED, withSecret } from '../test-support/server-mode';

const run = Date.now().toString(36);
const ARTICLE = PRERENDERED.first;

/** The page in Chromium: hydrated (Copy Link answers in its status region), with no policy violation. */
async function expectHydratedWithoutViolations(page: Page, url: string) {
  await recordCspViolations(page);
  await gotoHydrated(page, url);
  await page.getByRole('button', { name: blogPage.article.copyLink }).click();
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page.getByText(new RegExp(`${escape(blogPage.article.copied)}|${escape(blogPage.article.copyFailed)}`))).toBeVisible();
  expect(await cspViolations(page)).toEqual([]);
}

test.describe.configure({ mode: 'serial' });

test.describe('the server policy in Chromium', () => {
  let server: NextServer;

  test.beforeAll(async () => {
    await control('reset');
    server = await startNextServer({ port: ports.cspSite, standalone: true, startTimeoutMs: 90_000, env: longWindow });
  });
  test.afterAll(async () => {
    await server?.stop();
    await control('reset');
  });

  test('an article hydrates under its policy, and again after an edit regenerates it', async ({ page }) => {
    const url = `${server.origin}${ARTICLE.path}`;
    const before = expectHashedPolicy(await get(url));
    await expectHydratedWithoutViolations(page, url);

    const marker = `Edited under the policy ${run}`;
    await control('posts', { ID: ARTICLE.id, content: `<p>${marker}</p>` });
    const revalidated = await post(`${server.origin}/api/revalidate`, { headers: withSecret, json: { id: ARTICLE.id } });
    expect(revalidated.status).toBe(200);
    const after = expectHashedPolicy(await get(url));
    expect(after).toContain(marker);
    // The regenerated page's payload scripts are new ones: hashes the build never saw.
    expect(inlineScripts(after).map(scriptHash)).not.toEqual(inlineScripts(before).map(scriptHash));
    await expectHydratedWithoutViolations(page, url);
    await expect(page.getByText(marker)).toBeVisible();
  });

  test('a post published after the build: its first, streamed render carries its hashes too', async ({ page }) => {
    const title = `Published under the policy ${run}`;
    await control('posts', { ID: 779_001, title, content: '<p>Rendered on its first request.</p>' });
    const url = `${server.origin}/blog/779001/published-under-the-policy-${run}`;
    const first = await get(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-nextjs-cache')).not.toBe('HIT');
    expect(expectHashedPolicy(first)).toContain(title);
    await expectHydratedWithoutViolations(page, url);
  });
});
