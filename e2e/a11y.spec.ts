import { staticRoutes } from '../lib/routes';
import { expectNoAxeViolations, expectOnlyThe404, gotoHydrated, test } from './fixtures';

test.describe('axe-core, WCAG 2.2 A/AA', () => {
  for (const path of staticRoutes) {
    test(`${path} has no violations`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expectNoAxeViolations(page);
    });
  }

  test('the 404 page has no violations', async ({ page, consoleErrors }) => {
    await page.goto('/missing-page');
    expectOnlyThe404(consoleErrors);
    await expectNoAxeViolations(page);
  });

  test('the open navigation menus have no violations', async ({ page }, testInfo) => {
    await gotoHydrated(page, '/');
    if (testInfo.project.name === 'mobile') await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Products' }).click();
    await expectNoAxeViolations(page);
  });
});
