/**
 * Plausible analytics in server mode (`next start` over .next-server/, built with analytics on): page views on
 * load and on client-side navigation and a CTA click reach the fake collector, and the server's policy header
 * lets the page reach the collector and nothing more. Browsed as site.test, which the tracker counts.
 */
import { EVENTS } from '../lib/analytics/events';
import { collected, expect, expectEvent, recordCspViolations, settle, test } from '../test-support/analytics';
import { gotoHydrated } from '../test-support/fixtures';
import { startNextServer, type NextServer } from '../test-support/next-server';
import { ports, serverModeTest, testAnalytics } from '../test-support/ports';

const origin = `http://${testAnalytics.host}:${ports.analyticsServer}`;

test.describe.configure({ mode: 'serial', timeout: 60_000 });

let server: NextServer;

test.beforeAll(async () => {
  // Static pages only: the caches the other server specs rely on stay as they are.
  server = await startNextServer({
    port: ports.analyticsServer,
    env: { BLOG_REVALIDATE_SECONDS: String(serverModeTest.longRevalidateSeconds) },
    keepCaches: true,
  });
});
test.afterAll(async () => server?.stop());

test('counts page views and calls to action, within a policy that adds only the collector', async ({ page, visitor, consoleErrors }) => {
  // The server's policy itself (the collector in connect-src, script-src the page's hashes) is read over HTTP in
  // e2e/server/as-built.test.ts; here Chromium enforces it.
  const violations = await recordCspViolations(page);

  await test.step('a page load: a page view with only the campaign tags', async () => {
    await gotoHydrated(page, `${origin}/?utm_campaign=launch&q=typed`);
    await expectEvent(visitor, { name: EVENTS.pageview, url: `${origin}/?utm_campaign=launch` });
  });

  await test.step('a call to action, then the client-side navigation it starts', async () => {
    await settle(page);
    await page.getByRole('main').getByRole('link', { name: 'Get a Demo' }).first().click();
    await expect(page).toHaveURL(`${origin}/contact`);
    await expectEvent(visitor, { name: EVENTS.cta, props: { label: 'Get a Demo', from: '/' } });
    await expectEvent(visitor, { name: EVENTS.pageview, url: `${origin}/contact` });
  });

  const { events, rejected } = await collected(visitor);
  expect(JSON.stringify(events)).not.toContain('q=');
  expect(rejected).toEqual([]);
  expect(await violations()).toEqual([]);
  // http://site.test is not a potentially trustworthy origin, so Chromium ignores the server's
  // Cross-Origin-Opener-Policy header and logs that; on https, or on 127.0.0.1 where the other server specs
  // browse, it applies it. Any other console error still fails the test.
  const others = consoleErrors.filter((error) => !/Cross-Origin-Opener-Policy header has been ignored/.test(error));
  consoleErrors.splice(0, consoleErrors.length, ...others);
});
