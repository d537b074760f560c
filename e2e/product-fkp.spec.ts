import { fkpPage } from '../content/fkp';
import { site } from '../content/site';
import { expect, gotoHydrated, test } from '../test-support/fixtures';
import { expectCardDialogRules, expectNewTabLink, texts } from '../test-support/product-pages.helpers';

const cards = fkpPage.coreFeatures.cards;
const cardTitle = (id: string) => cards.find((card) => card.id === id)?.title ?? id;

// The page's copy, links and each card's modal content read the same at every width: one test, one page load,
// a step per former test, at 1280 px. Each step that opens a modal closes it. The copy's counts, order, subjects
// and link targets are content/fkp.test.ts's: here, that the page renders and wires what the module holds.
test(
  '/fkp: title, hero, core-feature cards and their modals, compliance, tiles, copy and calls to action',
  { tag: '@one-width' },
  async ({ page }) => {
    await gotoHydrated(page, '/fkp');

    await test.step('has its title, one h1 and the two hero buttons', async () => {
      await expect(page).toHaveTitle(`${fkpPage.meta.title} | ${site.company.name}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const hero = page.locator('main > div').first();
      await expectNewTabLink(hero.getByRole('link', { name: /^Learn More/ }), site.urls.documentation);
      await expect(hero.getByRole('link', { name: 'Request a demo' })).toHaveAttribute('href', '/contact');
      await expect(hero).toContainText(fkpPage.hero.lead);
    });

    await test.step('shows the core-feature cards as buttons, with the trailboss icon at 50×50', async () => {
      const region = page.getByRole('region', { name: fkpPage.coreFeatures.title });
      const buttons = region.getByRole('button');
      expect(await texts(buttons)).toEqual(cards.map((card) => card.title));

      const trailboss = region.locator('li').filter({ has: page.getByRole('button', { name: cardTitle('trailboss') }) });
      const icon = trailboss.locator('img');
      await expect(icon).toHaveAttribute('src', '/images/fkp/trailboss.svg');
      const box = await icon.boundingBox();
      expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([50, 50]);
      expect(await icon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    });

    await test.step('each card opens a modal with its title, description and value points', async () => {
      const region = page.getByRole('region', { name: fkpPage.coreFeatures.title });
      for (const card of cards) {
        await region.getByRole('button', { name: card.title }).click();
        const dialog = page.getByRole('dialog', { name: card.title });
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText(card.description);
        expect(await texts(dialog.getByRole('listitem'))).toEqual(card.value);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    });

    await test.step('has compliance outcomes for government and the private sector, and value propositions', async () => {
      const compliance = page.getByRole('region', { name: fkpPage.compliance.title });
      for (const list of fkpPage.compliance.lists) {
        await expect(compliance.getByRole('heading', { level: 3, name: list.title })).toBeVisible();
        for (const item of list.items) await expect(compliance.getByRole('listitem').filter({ hasText: item })).toHaveCount(1);
      }
      const values = page.getByRole('region', { name: fkpPage.valueProps.title });
      await expect(values.getByRole('heading', { level: 3 })).toHaveCount(fkpPage.valueProps.items.length);
      for (const item of fkpPage.valueProps.items) await expect(values).toContainText(item.body);
    });

    await test.step('has the feature tiles, each opening the external documentation in a new tab', async () => {
      const region = page.getByRole('region', { name: fkpPage.docTiles.title });
      const links = region.getByRole('link');
      await expect(links).toHaveCount(fkpPage.docTiles.tiles.length);
      for (const [index, tile] of fkpPage.docTiles.tiles.entries()) {
        const link = links.nth(index);
        await expect(link).toHaveAccessibleName(`${tile.title} (opens in a new tab)`);
        await expectNewTabLink(link, tile.href);
        await expect(region).toContainText(tile.body);
      }
    });

    await test.step('links the closing call to action', async () => {
      for (const { label, href } of fkpPage.cta.ctas) await expect(page.getByRole('link', { name: label })).toHaveAttribute('href', href);
    });
  },
);

// The modal lays out differently on a phone (and its overlay click lands elsewhere): both widths.
test('/fkp: the card modal follows every open/close rule, by mouse and keyboard @mobile', async ({ page }) => {
  await gotoHydrated(page, '/fkp');
  const card = page.getByRole('button', { name: cardTitle('outpost') });
  await expectCardDialogRules(page, card, cardTitle('outpost'));
});
