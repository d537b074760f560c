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

  await test.step('has its title, the fixed hero wording and the active/active multi-cloud pitch', async () => {
    await expect(page).toHaveTitle(`${xtremeCloudSsoPage.meta.title} | ${site.company.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Modernized Single Sign-On for Today's Needs");
    const pitch = page.getByRole('region', { name: xtremeCloudSsoPage.pitch.title });
    await expect(pitch).toContainText(/active\/active/i);
    await expect(pitch).toContainText(/multi-cloud|two or more cloud/i);
    const diagram = pitch.getByRole('img');
    await expect(diagram).toHaveAttribute('alt', xtremeCloudSsoPage.pitch.diagram.alt);
    expect(await diagram.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  await test.step("compares the product against 'Other Solutions' in two columns", async () => {
    const table = page.getByRole('table');
    expect(await texts(table.getByRole('columnheader'))).toEqual(['Xtreme Cloud SSO', 'Other Solutions']);
    const rowHeaders = table.getByRole('rowheader');
    await expect(rowHeaders).toHaveCount(5);
    for (const [index, name] of [
      'Zero Downtime',
      'Scalability on Demand',
      'Vendor Diversification',
      'Geographic Distribution',
      'No Cloud Service Provider Lockin',
    ].entries()) {
      await expect(rowHeaders.nth(index).locator('strong')).toHaveText(name);
    }
  });

  await test.step("has the 'Cloud Service Providers will Compete for Your Business' list", async () => {
    const region = page.getByRole('region', { name: 'Cloud Service Providers will Compete for Your Business' });
    await expect(region.getByRole('listitem')).toHaveCount(xtremeCloudSsoPage.compete.items.length);
  });

  await test.step('shows all 18 feature cards', async () => {
    const features = page.getByRole('region', { name: 'Features' });
    const titles = await texts(features.getByRole('heading', { level: 3 }));
    expect(titles).toHaveLength(18);
    expect(titles).toEqual(xtremeCloudSsoPage.features.items.map((item) => item.title));
    expect(titles).toContain('Easy SSO');
    expect(titles).toContain('Internationalization');
  });

  await test.step("has 'Learn More' (documentation, new tab), 'Request a demo' and 'Contact us for a Quote'", async () => {
    await expectNewTabLink(page.getByRole('link', { name: /^Learn More/ }), site.urls.documentation);
    await expect(page.getByRole('link', { name: 'Request a demo' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'Contact us for a Quote' })).toHaveAttribute('href', '/contact');
  });
});

test('/day2apps: title, the 13 add-ons, themes and calls to action', { tag: '@one-width' }, async ({ page }) => {
  await gotoHydrated(page, '/day2apps');

  await test.step("is titled 'Day 2 Ops'", async () => {
    await expect(page).toHaveTitle(`Day 2 Ops | ${site.company.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Day 2 Ops');
  });

  await test.step('lists the 13 add-ons in order, each with what it does', async () => {
    const region = page.getByRole('region', { name: day2AppsPage.addOns.title });
    const items = region.locator('ol > li');
    await expect(items).toHaveCount(13);
    expect(await texts(items.getByRole('heading', { level: 3 }))).toEqual(day2AppsPage.addOns.items.map((a) => a.name));
    for (const [index, addOn] of day2AppsPage.addOns.items.entries()) await expect(items.nth(index)).toContainText(addOn.purpose);
  });

  await test.step('covers observability, CIS-benchmark checks, network management, security and cost management', async () => {
    const themes = page.getByRole('region', { name: day2AppsPage.themes.title });
    expect(await texts(themes.getByRole('heading', { level: 3 }))).toEqual([
      'Observability dashboards',
      'Automated CIS-benchmark checks',
      'Network-management integration',
      'Security',
      'Cost management',
    ]);
  });

  await test.step("calls to action with 'Explore Day 2 Solutions' to /contact", async () => {
    const links = page.getByRole('link', { name: 'Explore Day 2 Solutions' });
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) await expect(link).toHaveAttribute('href', '/contact');
  });
});

test('/day2apps: shows the two captioned screenshots, which open enlarged in the dialog @mobile', async ({ page }) => {
  await gotoHydrated(page, '/day2apps');
  const region = page.getByRole('region', { name: day2AppsPage.screenshots.title });
  expect(await texts(region.locator('figcaption'))).toEqual([
    'Day 2 Add-ons Selection and Deployment Grid',
    'Helm Values Configuration Dialog for Add-on Editing',
  ]);
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
