import { day2AppsPage } from '../content/day2apps';
import { site } from '../content/site';
import { xtremeCloudSsoPage } from '../content/xtreme-cloud-sso';
import { expect, gotoHydrated, test } from '../test-support/fixtures';
import { clickOverlay, expectNewTabLink, texts } from '../test-support/product-pages.helpers';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Copy and links read the same at every width: one test per page, one page load, a step per former test, at
// 1280 px. The /day2apps screenshots pick their file by the viewport and open in a dialog that lays out
// differently on a phone: both widths.
test('/xtreme-cloud-sso: title, pitch, comparison, providers, features and calls to action', { tag: '@one-width' }, async ({ page }) => {
  await gotoHydrated(page, '/xtreme-cloud-sso');

  // The wording itself (the fixed hero title, the pitch's terms, the lists' items and counts) is
  // content/xtreme-cloud-sso.test.ts's: here, that the page renders it, with its roles and links.
  await test.step('has its title, its hero and the pitch with its diagram', async () => {
    await expect(page).toHaveTitle(`${xtremeCloudSsoPage.meta.title} | ${site.company.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(xtremeCloudSsoPage.hero.title);
    const pitch = page.getByRole('region', { name: xtremeCloudSsoPage.pitch.title });
    const diagram = pitch.getByRole('img');
    await expect(diagram).toHaveAttribute('alt', xtremeCloudSsoPage.pitch.diagram.alt);
    expect(await diagram.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  await test.step("compares the product against 'Other Solutions' in two columns", async () => {
    const table = page.getByRole('table');
    expect(await texts(table.getByRole('columnheader'))).toEqual(['Xtreme Cloud SSO', xtremeCloudSsoPage.comparison.otherHeading]);
    const rowHeaders = table.getByRole('rowheader');
    const rows = xtremeCloudSsoPage.comparison.rows;
    await expect(rowHeaders).toHaveCount(rows.length);
    for (const [index, row] of rows.entries()) await expect(rowHeaders.nth(index).locator('strong')).toHaveText(row.product);
  });

  await test.step("has the 'Cloud Service Providers will Compete for Your Business' list", async () => {
    const region = page.getByRole('region', { name: xtremeCloudSsoPage.compete.title });
    await expect(region.getByRole('listitem')).toHaveCount(xtremeCloudSsoPage.compete.items.length);
  });

  await test.step('shows every feature card', async () => {
    const features = page.getByRole('region', { name: 'Features' });
    expect(await texts(features.getByRole('heading', { level: 3 }))).toEqual(xtremeCloudSsoPage.features.items.map((item) => item.title));
  });

  await test.step("has 'Learn More' (documentation, new tab), 'Request a demo' and 'Contact us for a Quote'", async () => {
    await expectNewTabLink(page.getByRole('link', { name: /^Learn More/ }), site.urls.documentation);
    await expect(page.getByRole('link', { name: 'Request a demo' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'Contact us for a Quote' })).toHaveAttribute('href', '/contact');
  });
});

// The wording, the add-ons' names, order and count, and the themes are content/day2apps.test.ts's: here, that the
// page renders them as an ordered list and headings, with the calls to action linked.
test('/day2apps: title, the add-ons, themes and calls to action', { tag: '@one-width' }, async ({ page }) => {
  await gotoHydrated(page, '/day2apps');

  await test.step('is titled by its hero', async () => {
    await expect(page).toHaveTitle(`${day2AppsPage.hero.title} | ${site.company.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(day2AppsPage.hero.title);
  });

  await test.step('lists the add-ons in order, each with what it does', async () => {
    const region = page.getByRole('region', { name: day2AppsPage.addOns.title });
    const items = region.locator('ol > li');
    await expect(items).toHaveCount(day2AppsPage.addOns.items.length);
    expect(await texts(items.getByRole('heading', { level: 3 }))).toEqual(day2AppsPage.addOns.items.map((a) => a.name));
    for (const [index, addOn] of day2AppsPage.addOns.items.entries()) await expect(items.nth(index)).toContainText(addOn.purpose);
  });

  await test.step('shows each theme under its heading', async () => {
    const themes = page.getByRole('region', { name: day2AppsPage.themes.title });
    expect(await texts(themes.getByRole('heading', { level: 3 }))).toEqual(day2AppsPage.themes.items.map((theme) => theme.title));
  });

  await test.step('links the hero and the closing calls to action', async () => {
    const ctas = [...day2AppsPage.hero.ctas, ...day2AppsPage.cta.ctas];
    for (const label of new Set(ctas.map((cta) => cta.label))) {
      const links = page.getByRole('link', { name: label, exact: true });
      const expected = ctas.filter((cta) => cta.label === label);
      await expect(links).toHaveCount(expected.length);
      for (const [index, { href }] of expected.entries()) await expect(links.nth(index)).toHaveAttribute('href', href);
    }
  });
});

test('/day2apps: shows the two captioned screenshots, which open enlarged in the dialog @mobile', async ({ page }) => {
  await gotoHydrated(page, '/day2apps');
  const region = page.getByRole('region', { name: day2AppsPage.screenshots.title });
  expect(await texts(region.locator('figcaption'))).toEqual(day2AppsPage.screenshots.items.map((shot) => shot.caption));
  for (const [index, shot] of day2AppsPage.screenshots.items.entries()) {
    const trigger = region.getByRole('button', { name: /enlarge image$/ }).nth(index);
    await expect(trigger).toHaveAccessibleName(new RegExp(`^${escapeRegExp(shot.alt)}\\s*, enlarge image$`));
    await trigger.scrollIntoViewIfNeeded();
    const thumb = trigger.getByRole('img');
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(new RegExp(`/img/${shot.raster}-\\d+\\.avif$`));

    await trigger.click();
    const dialog = page.getByRole('dialog', { name: shot.caption });
    await expect(dialog).toBeVisible();
    const large = dialog.getByRole('img', { name: shot.alt });
    await expect(large).toBeVisible();
    // The enlarged view shows the widest file at its full pixel size, not the thumbnail's.
    await expect
      // currentSrc stays empty until the browser has picked a source.
      .poll(() => large.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.currentSrc && new URL(img.currentSrc).pathname]))
      .toEqual([shot.width, `/img/${shot.raster}-${shot.width}.avif`]);
    await expect(dialog.locator('figcaption')).toHaveText(shot.caption);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await clickOverlay(dialog);
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  }
});
