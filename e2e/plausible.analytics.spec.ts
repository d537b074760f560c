/**
 * Plausible analytics on the export built with it (.test-builds/analytics/), seen from the fake collector: every event
 * with its properties, client-side navigation, the privacy promises (GPC, DNT, the drafts preview, no storage, no
 * typed text) and the page policy. Browsed as site.test in a browser the official tracker counts.
 */
import type { Page, Route } from '@playwright/test';
import { contactPage } from '../content/contact';
import { DATASHEET_PATH } from '../content/edge';
import { privacyNotice } from '../content/privacy';
import { site } from '../content/site';
import { EVENTS } from '../lib/analytics/events';
import {
  collected,
  collectorOrigin,
  expect,
  expectEvent,
  privacySignals,
  recordCspViolations,
  settle,
  test,
} from '../test-support/analytics';
import { expectNoAxeViolations, expectOnlyThe404, gotoHydrated } from '../test-support/fixtures';
import { ports, testAnalytics } from '../test-support/ports';

const site_ = `http://${testAnalytics.host}:${ports.analyticsSite}`;
const notice = privacyNotice({ domain: testAnalytics.domain, endpoint: testAnalytics.endpoint });

// Several page loads per test, each waiting for the browser to be idle: room for that on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

/** Requests the page makes to the collector (or to any Plausible), kept from before the first load. */
function watchCollector(page: Page) {
  const sent: string[] = [];
  page.context().on('request', (request) => {
    const url = request.url();
    if (url.startsWith(collectorOrigin) || /plausible/.test(new URL(url).hostname)) sent.push(url);
  });
  return sent;
}

/** The page's <meta> policy as directive → sources. */
async function metaPolicy(page: Page): Promise<Map<string, string[]>> {
  const content = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
  return new Map(
    content.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

test('counts page views on load and on client-side navigation, keeps no typed query, and stays within the page policy', async ({
  page,
  visitor,
}) => {
  const violations = await recordCspViolations(page);

  await test.step('a page view of /search?q=… keeps only the campaign tags', async () => {
    await gotoHydrated(page, '/search?q=secret+procurement+plans&utm_source=newsletter&ref=partner');
    await expectEvent(visitor, { name: EVENTS.pageview, url: `${site_}/search?utm_source=newsletter&ref=partner` });
  });

  await test.step('the policy adds the collector to connect-src and nothing to script-src', async () => {
    const policy = await metaPolicy(page);
    expect(policy.get('connect-src')).toContain(collectorOrigin);
    expect(policy.get('script-src')?.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });

  await test.step('a client-side navigation is a page view too', async () => {
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click();
    await expect(page).toHaveURL('/privacy');
    await expectEvent(visitor, { name: EVENTS.pageview, url: `${site_}/privacy` });
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  await test.step('the privacy notice says analytics is on and lists every event, and stays accessible', async () => {
    for (const id of ['analytics', 'analytics-limits']) {
      const section = notice.sections.find((s) => s.id === id)!;
      await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
    }
    for (const name of Object.values(EVENTS)) await expect(page.getByText(`“${name}”`)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('no event carries the query, the collector refused none, and nothing broke the policy', async () => {
    const { events, rejected } = await collected(visitor);
    expect(JSON.stringify(events)).not.toMatch(/q=|secret/);
    expect(rejected).toEqual([]);
    expect(await violations()).toEqual([]);
  });
});

test('sends outbound links and downloads with their address', async ({ page, context, visitor }) => {
  // The other sites a click opens are answered here: the test never leaves the machine.
  await context.route(/^https:\/\/(?!site\.test)[^/]+\.example\//, (route: Route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>elsewhere</title>' }),
  );

  await test.step('a link to another site', async () => {
    await gotoHydrated(page, '/fedstryke');
    await settle(page);
    const popup = page.waitForEvent('popup');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Open FedStryke/ })
      .first()
      .click();
    await (await popup).close();
    await expectEvent(visitor, { name: EVENTS.outbound, props: { url: new URL(site.urls.fedstryke).href }, url: `${site_}/fedstryke` });
  });

  await test.step('the datasheet, a link on this site to a file', async () => {
    // A client-side navigation: the tracker loaded on /fedstryke sees the click.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Frontier Edge', exact: true }).first().click();
    await expect(page).toHaveURL('/frontier-edge');
    const popup = page.waitForEvent('popup');
    await page
      .getByRole('main')
      .getByRole('link', { name: /View Datasheet/ })
      .first()
      .click();
    await (await popup).close();
    await expectEvent(visitor, { name: EVENTS.download, props: { url: `${site_}${DATASHEET_PATH}` }, url: `${site_}/frontier-edge` });
  });

  expect((await collected(visitor)).rejected).toEqual([]);
});

test('sends 404 with the address asked for', async ({ page, visitor, consoleErrors }) => {
  await page.goto('/no/such/page?q=typed+words');
  await expectEvent(visitor, { name: EVENTS.notFound, props: { path: '/no/such/page' }, url: `${site_}/no/such/page` });
  await expectEvent(visitor, { name: EVENTS.pageview, url: `${site_}/no/such/page` });
  expect(JSON.stringify((await collected(visitor)).events)).not.toContain('typed');
  expectOnlyThe404(consoleErrors);
});

/** The contact form on /contact, reached from the home page's call to action, with EmailJS answering `status`. */
async function sendForm(page: Page, status: number) {
  await page.route('**/api.emailjs.com/**', (route) => route.abort());
  await page.route('**/api/v1.0/email/send-form', (route) =>
    route.fulfill({ status, contentType: 'text/plain', body: status === 200 ? 'OK' : 'The service is unavailable' }),
  );
  const alerts: string[] = [];
  page.on('dialog', async (dialog) => {
    alerts.push(dialog.message());
    await dialog.accept();
  });
  await gotoHydrated(page, '/');
  await settle(page);
  await page.getByRole('main').getByRole('link', { name: 'Get a Demo' }).first().click();
  const copy = contactPage.form;
  const form = page.getByRole('form', { name: copy.heading });
  await form.getByRole('textbox', { name: copy.fields.user_name.label }).fill('Grace Hopper');
  await form.getByRole('textbox', { name: copy.fields.user_email.label }).fill('grace@navy.example.gov');
  await form.getByRole('textbox', { name: copy.fields.message.label }).fill('Forty clusters, two air-gapped.');
  await form.getByRole('button', { name: copy.submit }).click();
  await expect.poll(() => alerts.length).toBe(1);
}

test('sends Contact sent once EmailJS confirms, with the page that led to the form and nothing typed', async ({ page, visitor }) => {
  await sendForm(page, 200);
  await expectEvent(visitor, { name: EVENTS.contactSent, props: { from: '/' } });
  await settle(page);
  const { events } = await collected(visitor);
  expect(events.filter((event) => event.name === EVENTS.contactSent)).toHaveLength(1);
  expect(JSON.stringify(events)).not.toMatch(/Grace|navy|air-gapped/);
});

test('sends no Contact sent when EmailJS refuses the message', async ({ page, visitor, consoleErrors }) => {
  await sendForm(page, 400);
  await settle(page);
  const names = (await collected(visitor)).events.map((event) => event.name);
  expect(names).toContain(EVENTS.cta);
  expect(names).not.toContain(EVENTS.contactSent);
  // The form logs EmailJS's refusal.
  expect(consoleErrors.every((error) => /service is unavailable|status of 400/.test(error))).toBe(true);
  consoleErrors.splice(0);
});

test('sends a CTA click with its label and page, and keeps no cookie and nothing in the browser’s storage', async ({
  page,
  context,
  visitor,
}) => {
  await gotoHydrated(page, '/');
  await expectEvent(visitor, { name: EVENTS.pageview, url: `${site_}/` });
  await page.getByRole('main').getByRole('link', { name: 'Get a Demo' }).first().click();
  // A call to action that leads to /contact: its visible text and the page it was on.
  await expectEvent(visitor, { name: EVENTS.cta, props: { label: 'Get a Demo', from: '/' } });
  await expectEvent(visitor, { name: EVENTS.pageview, url: `${site_}/contact` });
  await gotoHydrated(page, '/blog');
  await expectEvent(visitor, { name: EVENTS.pageview, url: `${site_}/blog` });
  expect(await context.cookies()).toEqual([]);
  const stored = await page.evaluate(async () => ({
    local: localStorage.length,
    session: sessionStorage.length,
    databases: (await indexedDB.databases()).map((db) => db.name),
  }));
  expect(stored).toEqual({ local: 0, session: 0, databases: [] });
  expect((await collected(visitor)).events.every((event) => !event.cookie)).toBe(true);
});

for (const [label, signal] of [
  ['Global Privacy Control', privacySignals.gpc],
  ['Do Not Track', privacySignals.dnt],
] as const) {
  test.describe(`with ${label}`, () => {
    test.use({ extraHTTPHeaders: signal.headers });

    test('nothing is loaded or sent, on a load, a call to action or the navigation it starts', async ({ page, visitor }) => {
      await page.addInitScript(signal.script);
      const sent = watchCollector(page);
      await gotoHydrated(page, '/');
      await settle(page);
      await page.getByRole('main').getByRole('link', { name: 'Get a Demo' }).first().click();
      await expect(page).toHaveURL('/contact');
      await settle(page);
      expect(await page.evaluate(() => 'plausible' in window)).toBe(false);
      expect(sent).toEqual([]);
      expect(await collected(visitor)).toEqual({ events: [], rejected: [] });
    });
  });
}

test('the drafts preview sends nothing, loaded directly or reached from another page', async ({ page, visitor }) => {
  await test.step('loaded directly, the tracker is not even loaded', async () => {
    await gotoHydrated(page, '/blog/drafts');
    await settle(page);
    expect(await page.evaluate(() => 'plausible' in window)).toBe(false);
    expect((await collected(visitor)).events).toEqual([]);
  });

  await test.step('reached from a counted page, its page view is dropped', async () => {
    await gotoHydrated(page, '/blog');
    await expectEvent(visitor, { name: EVENTS.pageview, url: `${site_}/blog` });
    await page.evaluate(() => history.pushState(null, '', '/blog/drafts#access_token=t'));
    await settle(page);
    const { events, rejected } = await collected(visitor);
    expect(events.length).toBeGreaterThan(0);
    expect(JSON.stringify(events)).not.toMatch(/drafts|access_token/);
    expect(rejected).toEqual([]);
  });
});
