/**
 * What the analytics specs share: a browser the official tracker counts (site.test mapped to 127.0.0.1, no
 * automation flag), a user agent of each test's own so the shared fake collector can tell its events from a
 * parallel test's, and readers of what reached the collector and what the page sent.
 */
import { devices, type Page } from '@playwright/test';
import type { CollectedEvent } from '../dev-services/fake-plausible/collector';
import { collectorClient, type Collected } from '../dev-services/fake-plausible/start';
import { expect, test as base } from './fixtures';
import { ports, testAnalytics } from './ports';

export const collectorOrigin = `http://127.0.0.1:${ports.plausible}`;
const collector = collectorClient(collectorOrigin);

export const test = base.extend<{ visitor: string }>({
  // One mark per test (and retry), carried in the User-Agent of every request the tracker makes.
  visitor: async ({}, provide, testInfo) => provide(`e2e-visitor-${testInfo.testId}-${testInfo.retry}`),
  userAgent: async ({ visitor }, provide) => provide(`${devices['Desktop Chrome'].userAgent} ${visitor}`),
  launchOptions: [
    async ({ launchOptions }, use) => {
      const args = launchOptions.args ?? [];
      await use({ ...launchOptions, args: [...args, ...testAnalytics.launchArgs.filter((arg) => !args.includes(arg))] });
    },
    { scope: 'worker' },
  ],
});

export { expect };

/** The events the collector accepted from this test's browser, and the requests it refused. */
export const collected = (visitor: string): Promise<Collected> => collector.events(visitor);

/** Waits until the collector holds an event matching `expected` from this test's browser, and returns it. */
export async function expectEvent(visitor: string, expected: Partial<Pick<CollectedEvent, 'name' | 'url' | 'props'>>) {
  let found: CollectedEvent | undefined;
  await expect
    .poll(
      async () => {
        found = (await collected(visitor)).events.find(
          (event) =>
            (expected.name === undefined || event.name === expected.name) &&
            (expected.url === undefined || event.url === expected.url) &&
            (expected.props === undefined || JSON.stringify(event.props) === JSON.stringify(expected.props)),
        );
        return found;
      },
      { message: `event ${JSON.stringify(expected)}`, timeout: 15_000 },
    )
    .toBeDefined();
  return found!;
}

/**
 * Resolves once the page has been idle long enough for the tracker to have loaded and sent its page view (the
 * loader waits for an idle callback of at most 3 s), so a test can check that nothing was sent.
 */
export async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestIdleCallback(() => setTimeout(resolve, 1_000), { timeout: 3_500 });
      }),
  );
}

/** Records every Content-Security-Policy violation the page reports (installed before its first load). */
export async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

/** The browser's signals, as real browsers expose them (a property on navigator and a request header). */
export const privacySignals = {
  gpc: {
    headers: { 'Sec-GPC': '1' },
    script: () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }),
  },
  dnt: {
    headers: { DNT: '1' },
    script: () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1', configurable: true }),
  },
};
