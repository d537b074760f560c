import { site } from '../content/site';
import { AUDIT_TAGS, expect, expectNoAxeViolations, expectOnlyThe404, gotoHydrated, test } from './support/fixtures';
import { exportedPages } from './support/exported-pages';

// Every page at both widths (the desktop and mobile projects), as first rendered: it answers, has the page
// structure every route shares, and axe finds nothing. Open states (menus, dialogs, disclosures, tabs) are in
// axe-open-states.spec.ts.
test.describe('axe-core, WCAG 2.2 A/AA and best practices', () => {
  // A full axe scan with the best-practice rules takes seconds; on a busy 2-core CI machine, tens of them.
  test.describe.configure({ timeout: 60_000 });
  for (const path of exportedPages()) {
    test(`${path} has one h1, the header and the footer, and no violations`, async ({ page }) => {
      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).not.toBeEmpty();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('link', { name: `${site.company.name} home` })).toHaveAttribute('href', '/');
      await expectNoAxeViolations(page, undefined, { tags: AUDIT_TAGS });
    });
  }

  test('the 404 page has no violations', async ({ page, consoleErrors }) => {
    await page.goto('/missing-page');
    expectOnlyThe404(consoleErrors);
    await expectNoAxeViolations(page, undefined, { tags: AUDIT_TAGS });
  });
});
