import { site } from '../content/site';
import { vitroPage } from '../content/vitro';
import { expect, gotoHydrated, test } from '../test-support/fixtures';
import { expectCardDialogRules, texts } from '../test-support/product-pages.helpers';

const { features } = vitroPage;

// The page's copy, links and each card's popup content read the same at every width: one test, one page load,
// a step per former test, at 1280 px. Each step that opens a popup closes it. The wording, counts, subjects and
// badges are content/vitro.test.ts's: here, that the page renders and wires what the module holds.
test(
  '/vitro: title, hero, feature cards and their popups, subjects, compliance and calls to action',
  { tag: '@one-width' },
  async ({ page }) => {
    await gotoHydrated(page, '/vitro');

    await test.step('has its title, its hero and its button', async () => {
      await expect(page).toHaveTitle(`${vitroPage.meta.title} | ${site.company.name}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(vitroPage.hero.title);
      for (const { label, href } of vitroPage.hero.ctas)
        await expect(page.getByRole('link', { name: label })).toHaveAttribute('href', href);
    });

    await test.step("has the 'Why Choose' section's columns", async () => {
      const why = page.getByRole('region', { name: vitroPage.whyChoose.title });
      expect(await texts(why.getByRole('heading', { level: 3 }))).toEqual(vitroPage.whyChoose.columns.map((column) => column.title));
      for (const column of vitroPage.whyChoose.columns) await expect(why).toContainText(column.body);
    });

    await test.step('shows the feature cards; each opens a popup with its title and details', async () => {
      const region = page.getByRole('region', { name: features.title });
      const buttons = region.getByRole('button');
      expect(await texts(buttons)).toEqual(features.cards.map((card) => card.title));
      for (const card of features.cards) {
        await expect(region.getByText(card.summary)).toBeVisible();
        await region.getByRole('button', { name: card.title }).click();
        const dialog = page.getByRole('dialog', { name: card.title });
        await expect(dialog).toBeVisible();
        for (const paragraph of card.details.paragraphs) await expect(dialog).toContainText(paragraph);
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expect(dialog).toBeHidden();
      }
    });

    await test.step('has the compliance section with both lists and the badges', async () => {
      const compliance = page.getByRole('region', { name: vitroPage.compliance.title });
      for (const list of vitroPage.compliance.lists)
        await expect(compliance.getByRole('heading', { level: 3, name: list.title })).toBeVisible();
      const badges = compliance.getByRole('list', { name: vitroPage.compliance.badges.title }).getByRole('listitem');
      expect(await texts(badges)).toEqual(vitroPage.compliance.badges.items.map((badge) => badge.label));
    });

    await test.step('closes with its call to action', async () => {
      for (const { label, href } of vitroPage.cta.ctas) await expect(page.getByRole('link', { name: label })).toHaveAttribute('href', href);
    });
  },
);

// The popup lays out differently on a phone (and its overlay click lands elsewhere): both widths.
test('/vitro: the popup follows every open/close rule, by mouse and keyboard @mobile', async ({ page }) => {
  await gotoHydrated(page, '/vitro');
  await expectCardDialogRules(page, page.getByRole('button', { name: 'Zero Trust Security' }), 'Zero Trust Security');
});
