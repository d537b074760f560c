import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, gotoHydrated, productsToggle, test } from '../test-support/fixtures';
import { exportedHtml, exportedPages } from '../test-support/exported-pages';
import { chunks, chunkTitle, sweep } from '../test-support/sweep';

// axe-core (WCAG 2.2 A/AA + best practices) in every open state at 1280 px, and the states whose layout stands
// for the others at 375 px: the navigation menus, and on every page each dialog (images, feature cards,
// lightbox), each disclosure (FAQ items) and each tab, each scanned where it changed the page. The
// states are found generically, by the markup the shared components write, so new pages are covered
// without a new test. Each state is reached by keyboard, which also walks the focus contract of each piece.

/** The full audit set over the part of the page a state changed. */
const scan = (page: Page, include: string) => expectNoAxeViolations(page, include);

/** Open-state triggers in the exported <main> of a route, counted from the HTML the server sends. */
function triggersIn(route: string) {
  const html = exportedHtml(route);
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  const buttons = main.match(/<button\b[^>]*>/g) ?? [];
  // A dialog opener the page shows as a link or an inline <details> until hydrated (data-enhances="dialog").
  const fallbacks = (main.match(/\bdata-enhances="dialog"/g) ?? []).length;
  return {
    dialogs: buttons.filter((tag) => tag.includes('aria-haspopup="dialog"')).length + fallbacks,
    disclosures: buttons.filter((tag) => tag.includes('aria-expanded="false"') && !tag.includes('aria-haspopup')).length,
    details: (main.match(/<details\b(?![^>]*\bopen\b)(?![^>]*data-enhances)[^>]*>/g) ?? []).length,
    tabs: (main.match(/role="tab"/g) ?? []).length,
  };
}

/**
 * Scans only the element around `target` that matches `closest` (or that element's parent): the part of the
 * page the new state changed.
 */
async function scanPart(page: Page, target: Locator, closest: string, { parent = false } = {}) {
  await target.evaluate(
    (el, { closest, parent }) => {
      const part = el.closest(closest);
      (parent ? part?.parentElement : part)?.setAttribute('data-state-scan', '');
    },
    { closest, parent },
  );
  await scan(page, '[data-state-scan]');
  await page.locator('[data-state-scan]').evaluate((el) => el.removeAttribute('data-state-scan'));
}

/** Marks the elements matching `selector` now, so each can be found again after others change state. */
async function stamp(page: Page, selector: string, name: string): Promise<Locator[]> {
  const count = await page
    .locator(selector)
    .evaluateAll((els, attr) => els.map((el, i) => el.setAttribute(attr, String(i))).length, `data-state-${name}`);
  return Array.from({ length: count }, (_, i) => page.locator(`[data-state-${name}="${i}"]`));
}

test.describe('axe-core in open states', () => {
  // Each scan takes seconds, tens of them on a busy 2-core CI machine.
  test.describe.configure({ timeout: 60_000 });

  // The menus live in the header; the rest of the page is unchanged and scanned closed in axe-pages.spec.ts.
  test('the open mobile menu, then its Products menu', { tag: '@mobile-only' }, async ({ page }) => {
    await gotoHydrated(page, '/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await scan(page, 'header');
    const products = productsToggle(page);
    await products.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#products-menu')).toBeVisible();
    await scan(page, 'header');
  });

  test('the open Products menu', { tag: '@desktop-only' }, async ({ page }) => {
    await gotoHydrated(page, '/');
    const products = productsToggle(page);
    await products.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#products-menu')).toBeVisible();
    await scan(page, 'header');
  });

  const pages = exportedPages()
    .map((path) => ({ path, expected: triggersIn(path) }))
    .map(({ path, expected }) => ({
      path,
      expected,
      states: expected.dialogs + expected.disclosures + expected.details + Math.max(expected.tabs - 1, 0),
    }))
    .filter(({ states }) => states > 0);

  for (const group of chunks(pages, 4)) {
    const states = group.reduce((sum, { states }) => sum + states, 0);
    test(`${chunkTitle(group.map(({ path }) => path))}: ${states} open state(s) have no violations @mobile`, async ({ page }, testInfo) => {
      test.setTimeout(60_000 + states * 15_000);
      // At 375 px the markup is the same and only the layout differs: every state is still reached and closed
      // (the focus contract), but of the states one component draws on a page (the cards' dialogs, the FAQ's
      // items, the tabs' panels) only the first is scanned, standing for the others, and /fleetedge-sea's
      // stands for /fleetedge-land's and /fleetedge-air's (one template, FleetEdgePage).
      const mobile = testInfo.project.name === 'mobile';

      await sweep(
        group.map(({ path }) => path),
        async (path) => {
          const { expected } = group.find((entry) => entry.path === path)!;
          const scanned = (index: number) => !mobile || (index === 0 && !['/fleetedge-land', '/fleetedge-air'].includes(path));
          await gotoHydrated(page, path);
          // The fallbacks give way to the dialog openers in the render right after hydration.
          await expect(page.locator('main [data-enhances]')).toHaveCount(0);

          const openers = await stamp(page, 'main button[aria-haspopup="dialog"]', 'dialog');
          expect(openers, 'dialog triggers after hydration').toHaveLength(expected.dialogs);
          for (const [index, opener] of openers.entries()) {
            await opener.focus();
            await page.keyboard.press('Enter');
            const dialog = page.locator('dialog[open]');
            await expect(dialog).toHaveCount(1);
            await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
            // The page behind is inert and scanned closed in axe-pages.spec.ts; the dialog is the new state.
            if (scanned(index)) await scan(page, 'dialog[open]');
            await page.keyboard.press('Escape');
            await expect(dialog).toHaveCount(0);
            await expect(opener).toBeFocused();
          }

          const toggles = await stamp(page, 'main button[aria-expanded="false"]:not([aria-haspopup])', 'toggle');
          expect(toggles, 'disclosure buttons after hydration').toHaveLength(expected.disclosures);
          for (const toggle of toggles) {
            await toggle.focus();
            await page.keyboard.press('Enter');
            await expect(toggle).toHaveAttribute('aria-expanded', 'true');
            await scan(page, 'main');
            await page.keyboard.press('Enter');
            await expect(toggle).toHaveAttribute('aria-expanded', 'false');
          }

          // The rest of <main> is unchanged and scanned closed in axe-pages.spec.ts: the open <details> is the
          // new state.
          const summaries = await stamp(page, 'main details:not([open]) > summary', 'summary');
          expect(summaries, 'closed <details> after hydration').toHaveLength(expected.details);
          for (const [index, summary] of summaries.entries()) {
            await summary.focus();
            await page.keyboard.press('Enter');
            await expect(summary.locator('..')).toHaveAttribute('open', '');
            if (scanned(index)) await scanPart(page, summary, 'details');
            await page.keyboard.press('Enter');
          }

          // Each selected tab changes its tab list and shows its panel: the tabs widget is the new state.
          const tabs = await stamp(page, 'main [role="tab"][aria-selected="false"]', 'tab');
          expect(tabs, 'unselected tabs after hydration').toHaveLength(Math.max(expected.tabs - 1, 0));
          for (const [index, tab] of tabs.entries()) {
            await tab.click();
            await expect(tab).toHaveAttribute('aria-selected', 'true');
            if (scanned(index)) await scanPart(page, tab, '[role="tablist"]', { parent: true });
          }
        },
      );
    });
  }
});
