import { site } from '../content/site';
import { vitroPage } from '../content/vitro';
import { expect, gotoHydrated, test } from '../test-support/fixtures';
import { expectCardDialogRules, texts } from '../test-support/product-pages.helpers';

const { features } = vitroPage;

// The page's copy, links and each card's popup content read the same at every width: one test, one page load,
// a step per former test, at 1280 px. Each step that opens a popup closes it.
test(
  '/vitro: title, hero, feature cards and their popups, subjects, compliance and calls to action',
  { tag: '@one-width' },
  async ({ page }) => {
    await gotoHydrated(page, '/vitro');

    await test.step("has its title, the fixed hero wording and 'Explore Government Solutions'", async () => {
      await expect(page).toHaveTitle(`${vitroPage.meta.title} | ${site.company.name}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mission-Ready Infrastructure with Compliance Built In');
      await expect(page.getByRole('link', { name: 'Explore Government Solutions' })).toHaveAttribute('href', '/contact');
    });

    await test.step("has a 'Why Choose' section of three columns", async () => {
      const why = page.getByRole('region', { name: vitroPage.whyChoose.title });
      await expect(why.getByRole('heading', { level: 3 })).toHaveCount(3);
    });

    await test.step('shows the four feature cards; each opens a popup with its title and details', async () => {
      const region = page.getByRole('region', { name: features.title });
      const buttons = region.getByRole('button');
      expect(await texts(buttons)).toEqual([
        'Containerized Services',
        'GitOps-Native Management',
        'Ceph-Backed Resilience',
        'Zero Trust Security',
      ]);
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

    await test.step('covers provisioning, STIG, Kubernetes, ruggedized, GPU, compliance and legacy replacement', async () => {
      // The subjects the page must cover, in whatever sentences the copy puts them.
      const main = page.getByRole('main');
      for (const subject of [
        /automated provisioning/i,
        /STIG/,
        /Kubernetes/,
        /ruggedized/i,
        /GPU-ready/i,
        /AI\/ML/,
        /VDI/,
        /compliance controls/i,
        /replace[sd]? [\w -]*virtuali[sz]ation suites/i,
      ]) {
        await expect(main).toContainText(subject);
      }
    });

    await test.step("has 'Compliance Without the Complexity' with both lists and the five badges", async () => {
      const compliance = page.getByRole('region', { name: 'Compliance Without the Complexity' });
      await expect(compliance.getByRole('heading', { level: 3, name: 'What We Provide' })).toBeVisible();
      await expect(compliance.getByRole('heading', { level: 3, name: 'What You Achieve Faster' })).toBeVisible();
      const badges = compliance.getByRole('list', { name: vitroPage.compliance.badges.title }).getByRole('listitem');
      expect(await texts(badges)).toEqual(['FedRAMP', 'FISMA', 'FIPS 140-2/3', 'NIST 800-53', 'Section 508']);
    });

    await test.step("closes with 'Contact Our Government Team' to /contact", async () => {
      await expect(page.getByRole('link', { name: 'Contact Our Government Team' })).toHaveAttribute('href', '/contact');
    });
  },
);

// The popup lays out differently on a phone (and its overlay click lands elsewhere): both widths.
test('/vitro: the popup follows every open/close rule, by mouse and keyboard @mobile', async ({ page }) => {
  await gotoHydrated(page, '/vitro');
  await expectCardDialogRules(page, page.getByRole('button', { name: 'Zero Trust Security' }), 'Zero Trust Security');
});
