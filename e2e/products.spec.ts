import type { Page } from '@playwright/test';
import { productCards, productsPage } from '../content/products';
import { expect, gotoHydrated, test } from '../test-support/fixtures';

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

// One page load for everything /products does, at both widths: the tabs wrap into two rows at 375 px and the
// diagram overlay fills either viewport. Each former test is a step; each leaves the tabs in some selection, which
// the next step does not depend on, and closes any overlay it opened. The step that leaves the page is last.
test('/products: hero, quick look, product tabs by mouse and keyboard, and the platform diagram overlay @mobile', async ({ page }) => {
  await gotoHydrated(page, '/products');

  await test.step('hero names the portfolio and all four offerings', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productsPage.hero.title);
    const lead = page.getByText(productsPage.hero.lead);
    for (const name of tabNames) await expect(lead).toContainText(name);
  });

  await test.step('four quick-look icons with their fixed captions, in order', async () => {
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

  // First among the tab steps: it reads the selection the page loads with.
  await test.step('exactly four product tabs, the first selected and highlighted by default', async () => {
    await expect(tablist(page).getByRole('tab')).toHaveText(tabNames);
    await expectSelected(page, 'FKP™');
    const selected = tablist(page).getByRole('tab', { name: 'FKP™' });
    const other = tablist(page).getByRole('tab', { name: 'Vitro™' });
    const background = (tab: typeof selected) => tab.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background(selected)).not.toBe(await background(other));
  });

  await test.step('clicking a tab selects it and highlights it', async () => {
    const day2 = tablist(page).getByRole('tab', { name: 'Day 2 Apps™' });
    const before = await day2.evaluate((el) => getComputedStyle(el).backgroundColor);
    await day2.click();
    await expectSelected(page, 'Day 2 Apps™');
    // The highlight fades in (a short transition), so wait for it rather than read the first frame.
    await expect.poll(() => day2.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(before);
  });

  await test.step('each panel shows the image, the name linking to the product page, the description and Learn More', async () => {
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

  await test.step('arrow keys, Home and End move focus and selection; Tab leaves for the panel', async () => {
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

  // The open overlay is scanned by axe-open-states.spec.ts (every dialog of every page, both widths).
  const { diagram } = productsPage;
  const trigger = page.getByRole('button', { name: /enlarge image$/ });
  const dialog = page.getByRole('dialog', { name: diagram.caption });
  const open = async () => {
    await trigger.click();
    await expect(dialog).toBeVisible();
  };

  await test.step('the platform diagram opens full screen with focus on the close button', async () => {
    await open();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect(dialog.getByRole('img', { name: diagram.image.alt })).toBeVisible();
    await expect(dialog).toContainText(diagram.caption);
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize();
    expect(box?.width).toBe(viewport?.width);
    expect(box?.height).toBe(viewport?.height);
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
  });

  await test.step('a click on the content keeps it open; × closes it and focus returns', async () => {
    await dialog.getByRole('img', { name: diagram.image.alt }).click();
    await dialog.getByRole('figure').getByText(diagram.caption).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
  });

  await test.step('a click on the backdrop closes it', async () => {
    await open();
    await dialog.click({ position: { x: 4, y: 4 } });
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  await test.step('Escape closes it', async () => {
    await open();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  await test.step('Learn More in a panel opens that product page', async () => {
    await tablist(page).getByRole('tab', { name: 'Vitro™' }).click();
    await page.getByRole('tabpanel', { name: 'Vitro™' }).getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL('/vitro');
  });
});
