/**
 * The editors' drafts preview on the static export (/blog/drafts): sign-in through the fake WordPress.com
 * authorize page, the list, a preview with its banner and pre-publish check, sign-out, and every way a sign-in
 * can fail. Content findings are counted by kind, never by their wording (content/blog-drafts.ts owns that).
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { draftsPage as copy } from '@/content/blog-drafts';
import { TOKEN_KEY, STATE_KEY } from '@/lib/blog/drafts/oauth';
import { expect as baseExpect, expectNoAxeViolations, test } from '../test-support/fixtures';
import {
  DRAFT_ORDER,
  DRAFTS,
  expectNoTokenInAddress,
  signIn,
  storedToken,
  watchAddresses,
  watchAuthorization,
} from '../test-support/drafts';
import { ports, testWpcom } from '../test-support/ports';
import { buildDir } from '../test-support/builds';
import { policyDirective } from '../test-support/csp';

// The preview loads the API client and the sanitiser after sign-in: on a busy CI machine that takes seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

const api = `http://127.0.0.1:${ports.wpcom}`;
const site = `http://127.0.0.1:${ports.site}`;
const out = buildDir('test');

const EVERY_KIND = [
  'image-without-alt',
  'embed-facade',
  'embed-link',
  'embed-dropped',
  'style-removed',
  'colour-changed',
  'heading-level',
  'insecure-url',
  'block-replaced',
  'table-without-headers',
  'image-title-without-alt',
  'duplicate-id',
  'missing-link-target',
  'no-featured-image',
  'long-title',
  'no-excerpt',
];

/** The page's own alerts (Next's route announcer is one too, outside main). */
const alert = (page: Page) => page.getByRole('main').getByRole('alert');
const check = (page: Page) => page.getByRole('region', { name: copy.check.heading });

// One test at a time: they share the fake API's sign-in state (a revoked token, the API taken down for a test).
// Each sign-in costs seconds (the consent page, then the API client and the sanitiser), so the flows that can go
// on from one sign-in share it: one test for an editor's session, one for every way a sign-in fails or ends.
// Several sign-ins and previews in one test: minutes' room on a busy CI machine, where one took up to 30 s.
test.describe.configure({ mode: 'default', timeout: 120_000 });

/** The hostile draft's payloads report to window.__ran instead of running unseen. */
async function recordPayloads(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __xss: (v: unknown) => void }).__xss = (v) => {
      (window as unknown as { __ran: unknown[] }).__ran = [...((window as unknown as { __ran?: unknown[] }).__ran ?? []), v];
    };
  });
}

test.describe('drafts preview', () => {
  test('an editor signs in, finds a draft, previews it with its check, reads every kind of post, and signs out @one-width', async ({
    page,
    consoleErrors,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await recordPayloads(page);
    const authorised = watchAuthorization(page);
    const addresses = watchAddresses(page);

    await test.step('signs in, finds a draft, previews it with its check', async () => {
      await signIn(page, site);
      const list = page.getByRole('region', { name: copy.list.heading });
      await expect(list).toBeVisible();
      await expectNoTokenInAddress(page);

      const items = list.getByRole('listitem');
      await expect(items).toHaveCount(DRAFT_ORDER.length);
      const hrefs = await items.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual(DRAFT_ORDER.map((id) => `/blog/drafts?id=${id}`));
      await expect(items.nth(1)).toContainText(copy.status.pending);
      await expect(items.nth(2)).toContainText('Scheduled for January 15, 2027');
      await expect(items.first()).toContainText(copy.status.draft);
      await expect(items.first()).toContainText('Priya Raman');
      await expect(items.first().locator('time')).toHaveAttribute('datetime', '2026-11-26T08:30:00+00:00');
      // The signed-in list at 1280 px (the mobile one is the test at the end): only main changed since the first
      // render that axe-pages.spec.ts scans.
      await expectNoAxeViolations(page, 'main');

      await items.first().getByRole('link').click();
      await page.waitForURL(`**/blog/drafts?id=${DRAFTS.everyFinding}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('a draft that trips every check');
      const banner = page.getByRole('note', { name: copy.preview.banner });
      await expect(banner).toContainText(copy.status.draft);
      const groups = check(page).locator('[data-kind]');
      expect(await groups.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-kind')).sort())).toEqual(
        [...EVERY_KIND].sort(),
      );
      // Each item names its place: the block, or the first words around the change.
      await expect(check(page).locator('[data-kind="style-removed"] li')).toContainText([
        'group block: “A pinned note the allowlist unpins.”',
      ]);
      await expect(check(page).locator('[data-kind="heading-level"] li')).toContainText(['Deep detail heading']);
      // What only the editor can fix, each named by its block or first words.
      await expect(check(page).locator('[data-kind="table-without-headers"] li')).toContainText(['table block: “Window”']);
      await expect(check(page).locator('[data-kind="image-title-without-alt"] li')).toContainText(['A decoration that still has a title.']);
      await expect(check(page).locator('[data-kind="duplicate-id"] li')).toContainText(['Checklist, duplicated']);
      await expect(check(page).locator('[data-kind="missing-link-target"] li')).toContainText(['Jump to the appendix before you publish.']);
      // Drawn as published: the YouTube iframe is a click-to-play facade, the Speaker Deck one a link.
      await expect(page.locator('article iframe')).toHaveCount(0);
      await expect(page.locator('article').getByRole('button', { name: /^Upgrade walkthrough, Plays from YouTube$/ })).toHaveCount(1);
      await expectNoAxeViolations(page, 'main');
    });

    await test.step('a scheduled post names its day with the year; a clean post has nothing to change', async () => {
      await page.goto(`/blog/drafts?id=${DRAFTS.scheduled}`);
      await expect(page.getByRole('note', { name: copy.preview.banner })).toContainText('Scheduled for January 15, 2027');
      await expect(check(page)).toContainText(copy.check.clean);
      await page.goto(`/blog/drafts?id=${DRAFTS.clean}`);
      await expect(page.getByRole('note', { name: copy.preview.banner })).toContainText(copy.status.pending);
      await expect(check(page).locator('[data-kind]')).toHaveCount(0);
    });

    await test.step('a post that does not exist says so', async () => {
      await page.goto('/blog/drafts?id=999999');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.notFound.title);
      await expect(alert(page)).toContainText('999999');
      expect(consoleErrors.every((error) => /404/.test(error))).toBe(true);
      consoleErrors.splice(0);
    });

    await test.step('a hostile draft runs nothing and leaves the page intact', async () => {
      await page.goto(`/blog/drafts?id=${DRAFTS.hostile}`);
      const article = page.locator('article');
      await expect(article.getByText('Everything below is hostile')).toBeVisible();
      await article.locator('p').first().hover();
      expect(await page.evaluate(() => (window as unknown as { __ran?: unknown[] }).__ran)).toBeUndefined();
      expect(dialogs).toEqual([]);
      await expect(article.locator('script, iframe, object, embed, form, style, svg, math')).toHaveCount(0);
      // The page's own elements keep their ids: post markup is prefixed.
      await expect(page.locator('#main')).toHaveCount(1);
      await expect(check(page)).toBeVisible();
      // As for a published post: parsing the markup makes the browser report the inline handlers the page's
      // policy blocks (and the hostile images' 404s); nothing runs.
      expect(consoleErrors.filter((text) => !/Content Security Policy|status of 404/.test(text))).toEqual([]);
      consoleErrors.splice(0);
    });

    await test.step('published pages never send the token, and no address carries it', async () => {
      const sentFromBlog = watchAuthorization(page);
      const seenFromBlog = watchAddresses(page);
      await page.goto('/blog');
      await page
        .getByRole('link', { name: /^Read More/ })
        .first()
        .click();
      await page.waitForURL(/\/blog\/\d+\//);
      await page.waitForLoadState('networkidle');
      expect(sentFromBlog).toEqual([]);
      const token = (await storedToken(page))?.accessToken ?? 'none';
      expect(token).not.toBe('none');
      expect(seenFromBlog.filter((address) => address.includes(token) || address.includes('access_token'))).toEqual([]);
    });

    await test.step('signs out', async () => {
      await page.goto('/blog/drafts');
      await page.getByRole('button', { name: copy.signOut }).click();
      await expect(page.getByRole('button', { name: copy.signIn })).toBeVisible();
      const keys = [TOKEN_KEY, STATE_KEY];
      expect(await page.evaluate((names) => names.map((name) => sessionStorage.getItem(name)), keys)).toEqual([null, null]);

      // The token went to the API origin only, from the drafts page only, and never into an address.
      expect(authorised.length).toBeGreaterThan(0);
      for (const { url, from } of authorised) {
        expect(new URL(url).origin).toBe(api);
        expect(new URL(from).pathname).toBe('/blog/drafts');
      }
      const issued = addresses.filter((address) => address.includes('access_token'));
      // Only the one redirect from the authorize page carries it (in a fragment, which no request sends).
      expect(issued.every((address) => /^http:\/\/localhost:3000\/blog\/drafts#/.test(address) || new URL(address).hash)).toBe(true);
    });
  });

  test('a sign-in that fails or ends says why, and a preview link survives the sign-in @one-width', async ({
    page,
    request,
    consoleErrors,
  }) => {
    await test.step('with JavaScript off the page says why it cannot sign in, instead of only loading', async () => {
      // Playwright's javaScriptEnabled: false stops scripts but still parses <noscript> as text, so the served HTML
      // is read instead: a browser with JavaScript off draws what the noscript holds.
      const html = await (await request.get('/blog/drafts')).text();
      baseExpect(html).toMatch(new RegExp(`<noscript><p[^>]*>${copy.noScript.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</p></noscript>`));
    });

    await test.step("the exported page's policy lets it talk to the WordPress.com API and nowhere else", async () => {
      const html = readFileSync(join(out, 'blog/drafts.html'), 'utf8');
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1]?.replace(/&quot;/g, '"') ?? '';
      baseExpect(policyDirective(policy, 'connect-src')).toEqual([api]);
      await page.goto('/blog/drafts');
      await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
        'content',
        new RegExp(`connect-src ${api};`),
      );
    });

    await test.step('is noindex and absent from the sitemap, the feed and the pages that list posts', async () => {
      await page.goto('/blog/drafts');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      for (const file of ['sitemap.xml', 'blog/feed.xml', 'index.html', 'blog.html']) {
        expect(readFileSync(join(out, file), 'utf8'), file).not.toContain('/blog/drafts');
      }
    });

    // Before any sign-in in this tab: nothing is stored that the refusal could be confused with.
    await test.step('a forged return with the wrong state is refused and its token never used', async () => {
      const authorised = watchAuthorization(page);
      await page.evaluate(
        (key) => sessionStorage.setItem(key, JSON.stringify({ state: 'the-state-this-tab-sent-0001', id: null })),
        STATE_KEY,
      );
      // From another page, so the return is a load of its own (not a same-document fragment change).
      await page.goto('/');
      await page.goto(
        '/blog/drafts#access_token=forged-token&expires_in=1209600&token_type=bearer&site_id=230000001&state=attacker-chosen-state-00',
      );
      await expect(alert(page)).toHaveText(copy.notices.wrongState);
      await expectNoTokenInAddress(page);
      await expect(page.getByRole('button', { name: copy.signIn })).toBeVisible();
      expect(await storedToken(page)).toBeNull();
      expect(authorised).toEqual([]);
    });

    await test.step('deny at the consent page shares nothing', async () => {
      await signIn(page, site, 'Deny');
      await expect(alert(page)).toHaveText(copy.notices.denied);
      await expectNoTokenInAddress(page);
      expect(await storedToken(page)).toBeNull();
    });

    await test.step('a preview link sent to a colleague brings them back to that post after they sign in', async () => {
      await signIn(page, site, /^Approve$/, `/blog/drafts?id=${DRAFTS.scheduled}`);
      await expect(page).toHaveURL(`${site}/blog/drafts?id=${DRAFTS.scheduled}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('FedRAMP Moderate');
    });

    await test.step('the API down: says so, and a retry loads the list', async () => {
      await page.goto('/blog/drafts');
      await expect(page.getByRole('region', { name: copy.list.heading })).toBeVisible();
      await page.route(`${api}/rest/**`, (route) => route.abort());
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.unavailable.title, { timeout: 15_000 });
      await page.unroute(`${api}/rest/**`);
      await page.getByRole('button', { name: copy.unavailable.retry }).click();
      await expect(page.getByRole('region', { name: copy.list.heading })).toBeVisible();
      // The aborted requests are logged by the browser; nothing else.
      consoleErrors.splice(0);
    });

    await test.step('a revoked token ends the sign-in and offers the button again', async () => {
      const token = await storedToken(page);
      expect((await request.post(`${api}/__control/oauth/revoke?token=${token?.accessToken}`)).ok()).toBe(true);
      await page.reload();
      await expect(alert(page)).toHaveText(copy.notices.ended);
      await expect(page.getByRole('button', { name: copy.signIn })).toBeVisible();
      expect(await storedToken(page)).toBeNull();
      // The browser logs the API's 403; nothing else.
      expect(consoleErrors.filter((text) => !/status of 403/.test(text))).toEqual([]);
      consoleErrors.splice(0);
    });

    await test.step('a token for another site names that site and reads nothing', async () => {
      await signIn(page, site, `Approve for ${testWpcom.otherSite}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.otherSite.title);
      await expect(alert(page)).toContainText(testWpcom.otherSite);
      await expect(alert(page)).toContainText('e2e.wordpress.com');
    });
  });

  // The desktop scans are in the editor's test above.
  test('the list and a preview pass axe @mobile-only', async ({ page }) => {
    await signIn(page, site);
    await expect(page.getByRole('region', { name: copy.list.heading })).toBeVisible();
    // Only main changed since the first render that axe-pages.spec.ts scans.
    await expectNoAxeViolations(page, 'main');
    await page.goto(`/blog/drafts?id=${DRAFTS.everyFinding}`);
    await expect(check(page)).toBeVisible();
    await expectNoAxeViolations(page, 'main');
  });
});
