import { privateSectorPage } from '../content/private-sector';
import { site } from '../content/site';
import { expect, gotoHydrated, test } from '../test-support/fixtures';
import { expectCardDialogRules, texts } from '../test-support/product-pages.helpers';

const { features, compliance } = privateSectorPage;
const MARKER = 'Compliance in progress';

// The page's copy, links, badges and each card's modal content read the same at every width: one test, one page
// load, a step per former test, at 1280 px. Each step that opens a modal closes it. The wording, counts, order and
// statuses are content/private-sector.test.ts's: here, that the page renders and draws what the module holds.
test(
  '/private-sector: title, hero, cards and their modals, case studies, compliance badges and journey',
  { tag: '@one-width' },
  async ({ page }) => {
    await gotoHydrated(page, '/private-sector');

    await test.step('has its title, one h1 and a hero button to /contact', async () => {
      await expect(page).toHaveTitle(`${privateSectorPage.meta.title} | ${site.company.name}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.locator('main > div').first().getByRole('link', { name: 'Request a demo' })).toHaveAttribute('href', '/contact');
    });

    await test.step("has the 'Why' section's three columns", async () => {
      const why = page.getByRole('region', { name: privateSectorPage.why.title });
      expect(await texts(why.getByRole('heading', { level: 3 }))).toEqual(privateSectorPage.why.columns.map((column) => column.title));
    });

    await test.step("shows the cards with title and summary; only the compliance card carries 'Compliance in progress'", async () => {
      const region = page.getByRole('region', { name: features.title });
      const items = region.getByRole('listitem');
      await expect(items).toHaveCount(features.cards.length);
      for (const [index, card] of features.cards.entries()) {
        const item = items.nth(index);
        await expect(item.getByRole('button')).toHaveText(card.title);
        await expect(item).toContainText(card.summary);
        if (card.title.includes('Compliance')) await expect(item.getByText(MARKER)).toBeVisible();
        else await expect(item.getByText(MARKER)).toHaveCount(0);
      }
      await expect(region.getByText(MARKER)).toHaveCount(1);
    });

    await test.step("each card opens a modal with that card's details", async () => {
      for (const card of features.cards) {
        await page.getByRole('button', { name: card.title }).click();
        const dialog = page.getByRole('dialog', { name: card.title });
        await expect(dialog).toBeVisible();
        for (const paragraph of card.details.paragraphs) await expect(dialog).toContainText(paragraph);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    });

    await test.step('has the three case studies and the two compliance lists', async () => {
      const studies = page.getByRole('region', { name: privateSectorPage.caseStudies.title });
      expect(await texts(studies.getByRole('heading', { level: 3 }))).toEqual(
        privateSectorPage.caseStudies.items.map((study) => study.sector),
      );
      const lists = page.getByRole('region', { name: compliance.title });
      for (const list of compliance.lists) await expect(lists.getByRole('heading', { level: 3, name: list.title })).toBeVisible();
    });

    await test.step('dims the badges in progress to 0.5 and says in text which are in progress and in place', async () => {
      const list = page.getByRole('list', { name: compliance.badges.title });
      const items = list.getByRole('listitem');
      await expect(items).toHaveCount(compliance.badges.items.length);
      const expected = compliance.badges.items.map(({ label, status }) =>
        status === 'in-progress' ? ([label, '0.5', 'In progress'] as const) : ([label, '1', 'In place'] as const),
      );
      for (const [index, [label, opacity, status]] of expected.entries()) {
        const item = items.nth(index);
        const badge = item.getByText(label, { exact: true });
        expect(await badge.evaluate((el) => getComputedStyle(el).opacity)).toBe(opacity);
        // The status is real text, outside the dimmed badge, at full opacity.
        const statusText = item.getByText(status, { exact: true });
        await expect(statusText).toBeVisible();
        expect(await statusText.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
        await expect(badge).not.toContainText(status);
        expect((await item.innerText()).replace(/\s+/g, ' ').trim()).toBe(`${label} ${status}`);
      }
    });

    await test.step('shows the Compliance Journey as ordered steps', async () => {
      const journey = page.getByRole('region', { name: privateSectorPage.journey.title });
      expect(await texts(journey.locator('ol > li').getByRole('heading', { level: 3 }))).toEqual(
        privateSectorPage.journey.steps.map((step) => step.title),
      );
    });

    await test.step('closes with its call to action', async () => {
      for (const { label, href } of privateSectorPage.cta.ctas)
        await expect(page.getByRole('link', { name: label })).toHaveAttribute('href', href);
    });
  },
);

// The modal lays out differently on a phone (and its overlay click lands elsewhere): both widths.
test('/private-sector: the modal follows every open/close rule, by mouse and keyboard @mobile', async ({ page }) => {
  await gotoHydrated(page, '/private-sector');
  await expectCardDialogRules(page, page.getByRole('button', { name: 'PCI-DSS Compliance' }), 'PCI-DSS Compliance');
});
