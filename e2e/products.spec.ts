import type { Page } from '@playwright/test';
import { productCards, productsPage } from '../content/products';
import { expect, expectNoAxeViolations, gotoHydrated, test } from './support/fixtures';

const tabNames = ['FKP™', 'Vitro™', 'Day 2 Apps™', 'Frontier Edge™'];
const links = ['/fkp', '/vitro', '/day2apps', '/frontier-edge'];

const tablist = (page: Page) => page.getByRole('tablist', { name: productsPage.tabs.label });

async function expectSelected(page: Page, name: string) {
  for (const tabName of tabNames) {
    await expect(tablist(page).getByRole('tab', { name: tabName, exact: true })).toHaveAttribute('aria-selected', String(tabName === name));
  }
  // Unselected panels are hidden, so exactly one is visible and it is the selected tab's.
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await expect(page.getByRole('tabpanel', { name, exact: true })).toBeVisible();
}

test.describe('products overview', () => {
  test('hero names the portfolio and all four offerings', async ({ page }) => {
    await gotoHydrated(page, '/products');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productsPage.hero.title);
    const lead = page.getByText(productsPage.hero.lead);
    for (const name of tabNames) await expect(lead).toContainText(name);
  });

  test('four quick-look icons with their fixed captions, in order', async ({ page }) => {
    await gotoHydrated(page, '/products');
    const region = page.getByRole('region', { name: productsPage.quickLook.title });
    await expect(region.getByRole('heading', { level: 3 })).toHaveText([
      'Rapid Deployment',
      'Ensuring Stability',
      'Establishing Security',
      'Rapid Return on Investment',
    ]);
    const icons = region.locator('img');
    await expect(icons).toHaveCount(4);
    for (const icon of await icons.all()) {
      await expect(icon).toBeVisible();
      expect(await icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
  });

  test('exactly four product tabs, the first selected and highlighted by default', async ({ page }) => {
    await gotoHydrated(page, '/products');
    await expect(tablist(page).getByRole('tab')).toHaveText(tabNames);
    await expectSelected(page, 'FKP™');
    const selected = tablist(page).getByRole('tab', { name: 'FKP™' });
    const other = tablist(page).getByRole('tab', { name: 'Vitro™' });
    const background = (tab: typeof selected) => tab.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background(selected)).not.toBe(await background(other));
  });

  test('each panel shows the image, the name linking to the product page, the description and Learn More', async ({ page }) => {
    await gotoHydrated(page, '/products');
    for (const [index, product] of productCards.entries()) {
      await tablist(page).getByRole('tab', { name: product.name }).click();
      await expectSelected(page, product.name);
      const panel = page.getByRole('tabpanel', { name: product.name });
      await expect(panel.getByRole('img', { name: product.image.alt })).toBeVisible();
      await expect(panel.getByRole('heading', { level: 3 })).toHaveText(product.name);
      await expect(panel.getByRole('link', { name: product.name, exact: true })).toHaveAttribute('href', links[index]!);
      await expect(panel.getByText(product.description)).toBeVisible();
      await expect(panel.getByRole('link', { name: /^Learn More about / })).toHaveAttribute('href', links[index]!);
    }
  });

  test('clicking a tab selects it and highlights it', async ({ page }) => {
    await gotoHydrated(page, '/products');
    const day2 = tablist(page).getByRole('tab', { name: 'Day 2 Apps™' });
    const before = await day2.evaluate((el) => getComputedStyle(el).backgroundColor);
    await day2.click();
    await expectSelected(page, 'Day 2 Apps™');
    // The highlight fades in (a short transition), so wait for it rather than read the first frame.
    await expect.poll(() => day2.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(before);
  });

  test('arrow keys, Home and End move focus and selection; Tab leaves for the panel', async ({ page }) => {
    await gotoHydrated(page, '/products');
    const tab = (name: string) => tablist(page).getByRole('tab', { name, exact: true });
    await tab('FKP™').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Vitro™')).toBeFocused();
    await expectSelected(page, 'Vitro™');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(tab('Frontier Edge™')).toBeFocused();
    await expectSelected(page, 'Frontier Edge™');
    await page.keyboard.press('ArrowRight');
    await expect(tab('FKP™')).toBeFocused();
    await page.keyboard.press('End');
    await expect(tab('Frontier Edge™')).toBeFocused();
    await expectSelected(page, 'Frontier Edge™');
    await page.keyboard.press('Home');
    await expect(tab('FKP™')).toBeFocused();
    await expectSelected(page, 'FKP™');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: 'FKP™' })).toBeFocused();
  });

  test('Learn More in a panel opens that product page', async ({ page }) => {
    await gotoHydrated(page, '/products');
    await tablist(page).getByRole('tab', { name: 'Vitro™' }).click();
    await page.getByRole('tabpanel', { name: 'Vitro™' }).getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL('/vitro');
  });
});

test.describe('platform diagram overlay', () => {
  const { diagram } = productsPage;

  async function open(page: Page) {
    const trigger = page.getByRole('button', { name: /enlarge image$/ });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: diagram.caption });
    await expect(dialog).toBeVisible();
    return { trigger, dialog };
  }

  test('opens full screen with focus on the close button, and has no axe violations', async ({ page }) => {
    test.slow();
    await gotoHydrated(page, '/products');
    const { dialog } = await open(page);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect(dialog.getByRole('img', { name: diagram.image.alt })).toBeVisible();
    await expect(dialog).toContainText(diagram.caption);
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize();
    expect(box?.width).toBe(viewport?.width);
    expect(box?.height).toBe(viewport?.height);
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    await expectNoAxeViolations(page);
  });

  test('a click on the content keeps it open; × closes it and focus returns', async ({ page }) => {
    await gotoHydrated(page, '/products');
    const { trigger, dialog } = await open(page);
    await dialog.getByRole('img', { name: diagram.image.alt }).click();
    await dialog.getByRole('figure').getByText(diagram.caption).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
  });

  test('a click on the backdrop closes it', async ({ page }) => {
    await gotoHydrated(page, '/products');
    const { trigger, dialog } = await open(page);
    await dialog.click({ position: { x: 4, y: 4 } });
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('Escape closes it', async ({ page }) => {
    await gotoHydrated(page, '/products');
    const { trigger, dialog } = await open(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});
