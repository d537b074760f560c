import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { builds } from './builds';
import { waitAtGate } from './server-layer-gate';

const serverProjects = new Set(Object.keys(builds.server.projects));

/**
 * Every test that opens a page fails on a console error or an uncaught page error there: "no console errors on
 * any route". The listeners are installed on the `page` fixture, so a test that takes only `request` (or nothing)
 * never starts a browser context or a page. `consoleErrors` is that page's list: a test that provokes an error on
 * purpose asserts it and removes it from the list (`consoleErrors.splice(0)`).
 */
export const test = base.extend<{ consoleErrors: string[] }, { afterServerLayer: void }>({
  // A worker of the server-mode project starts once the Node server tests are done (they change the same fake
  // API; e2e/run.ts runs them beside the export projects), before it opens a browser.
  afterServerLayer: [
    async ({}, provide, workerInfo) => {
      if (serverProjects.has(workerInfo.project.name)) await waitAtGate();
      await provide();
    },
    { scope: 'worker', auto: true, timeout: 20 * 60_000 },
  ],
  consoleErrors: async ({}, provide) => provide([]),
  // Counts the documents each test loads in its browser context (top-level navigations) and notes them on the
  // test, where e2e/run.ts adds them up; a test that never asks for a page creates no context and counts nothing.
  context: async ({ context }, provide, testInfo) => {
    let loads = 0;
    context.on('request', (request) => {
      try {
        if (request.isNavigationRequest() && request.frame().parentFrame() === null) loads++;
      } catch {
        // A service worker's request has no frame.
      }
    });
    await provide(context);
    testInfo.annotations.push({ type: 'browser-context', description: '1' }, { type: 'page-loads', description: String(loads) });
  },
  page: async ({ page, consoleErrors }, provide) => {
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    await provide(page);
    expect(consoleErrors, 'console errors').toEqual([]);
  },
});

export { expect };

/**
 * What every scan runs: WCAG 2.2 A/AA plus axe's best-practice rules. Naming the tags also runs the rules axe
 * leaves off by default that belong to them, target-size (WCAG 2.5.8, 24 px) among them.
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe-core's source, evaluated once in each document (and frame) that has no axe yet. AxeBuilder evaluates the
 * source it is given twice a scan; sending and compiling all of axe (~550 KB) each time cost ~0.2 s a scan here,
 * more than many pages' rules took, so it is given a no-op and axe is put in place here first.
 */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

async function ensureAxe(page: Page) {
  for (const frame of page.frames()) {
    // A frame that cannot run it (detached, or still navigating) is left to axe, as AxeBuilder leaves it.
    await frame
      .evaluate(() => 'axe' in window)
      .then((present) => present || frame.evaluate(axeSource))
      .catch(() => undefined);
  }
}

/**
 * axe-core (AXE_TAGS) over the whole page (or one part of it). Only violations are
 * detailed: axe still runs every rule, but skips listing every node that passed (a third of a scan's time).
 * `soft` records a finding and lets the test go on (a sweep over pages); `label` names the page in the message.
 */
export async function expectNoAxeViolations(
  page: Page,
  include?: string,
  { soft = false, label = 'axe violations' }: { soft?: boolean; label?: string } = {},
) {
  // Legacy mode: axe gathers its results in the page itself instead of opening a blank page per scan to merge
  // frame results (half of each scan's time here). It cannot enter cross-origin frames, and the site's pages have
  // none when scanned: video and map embeds are facades until a visitor asks for the player.
  // The options first: options() replaces what withTags() set, and the scans ran axe's defaults without it.
  await ensureAxe(page);
  // A state a click has just opened may still be fading in (the tabs ease their colours): colour contrast is
  // measured on what a visitor ends up seeing, once every finite transition or animation has finished.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A paused or endless one would never finish.
        .filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  let builder = new AxeBuilder({ page, axeSource: 'void 0' })
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  (soft ? expect.soft : expect)(summary, label).toEqual([]);
}

/** Waits until React has hydrated, so clicks reach event handlers. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('nav[data-hydrated="true"]').waitFor({ state: 'attached' });
  return response;
}

/** On a 404 page the browser logs the document's own 404 status; that one line is expected, nothing else. */
export function expectOnlyThe404(consoleErrors: string[]) {
  expect(consoleErrors).toEqual([expect.stringContaining('status of 404')]);
  consoleErrors.splice(0);
}

/** The header's Products toggle: a native <summary>, which has no ARIA role for getByRole to find. */
export function productsToggle(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).locator('summary').filter({ hasText: 'Products' });
}

/**
 * The expanded state Chromium exposes to assistive technology for an element (its accessibility tree, not an
 * attribute): how a native <summary>'s state is checked, since it carries no aria-expanded.
 */
export async function exposedExpanded(page: Page, target: Locator): Promise<boolean | undefined> {
  const probe = `probe-${Math.random().toString(36).slice(2)}`;
  await target.evaluate((el, value) => el.setAttribute('data-ax-probe', value), probe);
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[data-ax-probe="${probe}"]` });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded ? Boolean(expanded.value.value) : undefined;
  } finally {
    await cdp.detach();
    await target.evaluate((el) => el.removeAttribute('data-ax-probe'));
  }
}
