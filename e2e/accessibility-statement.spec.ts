import { accessibilityPage } from '../content/accessibility';
import { site } from '../content/site';

const { hero, summary, summaryLabels, limitations } = accessibilityPage;
import { expect, gotoHydrated, test } from '../test-support/fixtures';

test.describe('accessibility statement', () => {
  test.describe.configure({ timeout: 60_000 });
  // One test: the first step ends on the statement, the second loads it afresh, as a visitor arriving there would.
  test('reached from the footer, and its report link by keyboard', async ({ page }) => {
    await test.step('the footer links to it, and it names the standard and whom to tell', async () => {
      await gotoHydrated(page, '/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility', exact: true }).click();
      await expect(page).toHaveURL('/accessibility');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title);
      await expect(page.getByText(summary.standard)).toBeVisible();
      await expect(page.getByRole('link', { name: summaryLabels.report })).toHaveAttribute(
        'href',
        `mailto:${site.company.accessibilityEmail}`,
      );
      await expect(page.getByRole('heading', { level: 2, name: limitations.title })).toBeVisible();
    });

    await test.step('the report link is reached by keyboard right after the summary', async () => {
      await gotoHydrated(page, '/accessibility');
      const report = page.getByRole('link', { name: summaryLabels.report });
      await page.getByRole('link', { name: 'Skip to main content' }).focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await expect(report).toBeFocused();
    });
  });
});
