import { site } from '../content/site';
import { vitroPage } from '../content/vitro';
import { expect, gotoHydrated, test } from './support/fixtures';
import { expectCardDialogRules, texts } from './support/product-pages.helpers';

const { features } = vitroPage;

test.describe('/vitro', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/vitro');
  });

  test("has its title, the fixed hero wording and 'Explore Government Solutions'", async ({ page }) => {
    await expect(page).toHaveTitle(`${vitroPage.meta.title} | ${site.company.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mission-Ready Infrastructure with Compliance Built In');
    await expect(page.getByRole('link', { name: 'Explore Government Solutions' })).toHaveAttribute('href', '/contact');
  });

  test("has a 'Why Choose' section of three columns", async ({ page }) => {
    const why = page.getByRole('region', { name: vitroPage.whyChoose.title });
    await expect(why.getByRole('heading', { level: 3 })).toHaveCount(3);
  });

  test('shows the four feature cards; each opens a popup with its title and details', async ({ page }) => {
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

  test('the popup follows every open/close rule, by mouse and keyboard', async ({ page }) => {
    await expectCardDialogRules(page, page.getByRole('button', { name: 'Zero Trust Security' }), 'Zero Trust Security');
  });

  test('covers provisioning, STIG, Kubernetes, ruggedized, GPU, compliance and legacy replacement', async ({ page }) => {
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

  test("has 'Compliance Without the Complexity' with both lists and the five badges", async ({ page }) => {
    const compliance = page.getByRole('region', { name: 'Compliance Without the Complexity' });
    await expect(compliance.getByRole('heading', { level: 3, name: 'What We Provide' })).toBeVisible();
    await expect(compliance.getByRole('heading', { level: 3, name: 'What You Achieve Faster' })).toBeVisible();
    const badges = compliance.getByRole('list', { name: vitroPage.compliance.badges.title }).getByRole('listitem');
    expect(await texts(badges)).toEqual(['FedRAMP', 'FISMA', 'FIPS 140-2/3', 'NIST 800-53', 'Section 508']);
  });

  test("closes with 'Contact Our Government Team' to /contact", async ({ page }) => {
    await expect(page.getByRole('link', { name: 'Contact Our Government Team' })).toHaveAttribute('href', '/contact');
  });
});
