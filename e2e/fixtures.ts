import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

/** Every test fails on a console error or an uncaught page error: "no console errors on any route". */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      // A test that provokes an error on purpose asserts it and removes it from this list.
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The quality gate's set (e2e/a11y*.spec.ts): WCAG 2.2 A/AA plus axe's best-practice rules. */
export const AUDIT_TAGS = [...WCAG_TAGS, 'best-practice'];

/**
 * axe-core with the WCAG 2.2 A/AA rules (or `tags`) over the whole page (or one part of it). Each scan is
 * recorded as an 'axe-scan' annotation, which `npm run audit` counts in docs/quality-report.md.
 */
export async function expectNoAxeViolations(page: Page, include?: string, { tags = WCAG_TAGS }: { tags?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(tags);
  if (include) builder = builder.include(include);
  const { violations, passes } = await builder.analyze();
  test.info().annotations.push({
    type: 'axe-scan',
    description: `${new URL(page.url()).pathname}${include ? ` ${include}` : ''}: ${passes.length} rules passed, ${violations.length} violated`,
  });
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, 'axe violations').toEqual([]);
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
