/**
 * The default build (.test-builds/default/, no NEXT_PUBLIC_PLAUSIBLE_DOMAIN) has no analytics at all: no tracker code in
 * any of its scripts, no request to an analytics server from a browser the tracker would count, connect-src as
 * without analytics, and a privacy notice that says so.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { privacyNotice } from '../content/privacy';
import { EVENTS } from '../lib/analytics/events';
import { collected, collectorOrigin, expect, settle, test } from '../test-support/analytics';
import { buildDir } from '../test-support/builds';
import { gotoHydrated } from '../test-support/fixtures';
import { ports, testAnalytics } from '../test-support/ports';

const origin = `http://${testAnalytics.host}:${ports.defaultSite}`;

// Two page loads, each waiting for the browser to be idle: room for that on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

function scripts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return scripts(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

test('has no tracker code, sends nothing to any analytics server, and its notice says so', async ({ page, visitor }) => {
  await test.step('no script of the build holds the tracker or the site’s analytics code', async () => {
    const files = scripts(join(buildDir('default'), '_next'));
    expect(files.length).toBeGreaterThan(10);
    // The tracker's own error text, the not-found marker the analytics reads, the privacy gate and an event name.
    const signatures = ['plausible.init()', 'data-analytics', 'globalPrivacyControl', EVENTS.cta];
    const found = files.filter((file) => signatures.some((signature) => readFileSync(file, 'utf8').includes(signature)));
    expect(found).toEqual([]);
  });

  await test.step('a visit from a browser the tracker would count makes no analytics request', async () => {
    const requested: string[] = [];
    page.context().on('request', (r) => requested.push(r.url()));
    await gotoHydrated(page, `${origin}/`);
    await settle(page);
    await page.getByRole('main').getByRole('link', { name: 'Get a Demo' }).first().click();
    await expect(page).toHaveURL(`${origin}/contact`);
    await settle(page);
    expect(requested.filter((url) => url.startsWith(collectorOrigin) || /plausible/i.test(url))).toEqual([]);
    expect(await page.evaluate(() => 'plausible' in window)).toBe(false);
    expect((await collected(visitor)).events).toEqual([]);
  });

  await test.step('connect-src names no analytics server, and /privacy says none runs', async () => {
    await gotoHydrated(page, `${origin}/privacy`);
    const policy = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
    expect(/connect-src ([^;]*)/.exec(policy)?.[1]?.split(' ')).toEqual([
      "'self'",
      'https://public-api.wordpress.com',
      'https://api.emailjs.com',
    ]);
    await expect(page.getByText(privacyNotice(null).hero.lead)).toBeVisible();
  });
});
