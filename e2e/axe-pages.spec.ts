import { AUDIT_TAGS, expectNoAxeViolations, expectOnlyThe404, gotoHydrated, test } from './support/fixtures';
import { exportedPages } from './support/exported-pages';

// Every page at both widths (the desktop and mobile projects), as first rendered. Open states (menus,
// dialogs, disclosures, tabs) are in axe-open-states.spec.ts.
test.describe('axe-core, WCAG 2.2 A/AA and best practices', () => {
  // A full axe scan with the best-practice rules takes seconds; on a busy 2-core CI machine, tens of them.
  test.describe.configure({ timeout: 60_000 });
  for (const path of exportedPages()) {
    test(`${path} has no violations`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expectNoAxeViolations(page, undefined, { tags: AUDIT_TAGS });
    });
  }

  test('the 404 page has no violations', async ({ page, consoleErrors }) => {
    await page.goto('/missing-page');
    expectOnlyThe404(consoleErrors);
    await expectNoAxeViolations(page, undefined, { tags: AUDIT_TAGS });
  });
});
