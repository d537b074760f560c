import { documentationPage } from '../content/documentation';
import { site } from '../content/site';
import { expect, gotoHydrated, test } from '../test-support/fixtures';

const { guides, hero } = documentationPage;

test.describe('documentation hub', () => {
  // One load for what the hub shows and where its links lead (the last step leaves the page); none of it depends
  // on the viewport, and axe-pages.spec.ts and no-javascript.spec.ts check the page at 375 px.
  test('the hub: its content, its guides and where its links lead', { tag: '@one-width' }, async ({ page }) => {
    await gotoHydrated(page, '/documentation');
    await test.step('one h1 and the lead from its content', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title);
      await expect(page.getByText(hero.lead)).toBeVisible();
    });

    await test.step('one guide per product, linking to the external docs in a new tab and to the product page', async () => {
      const region = page.getByRole('region', { name: guides.title });
      await expect(region.getByRole('heading', { level: 3 })).toHaveText(guides.items.map((g) => g.product));
      for (const guide of guides.items) {
        const docs = region.getByRole('link', { name: `${guides.docsLabel} for ${guide.product} (opens in a new tab)` });
        await expect(docs).toHaveAttribute('href', site.urls.documentation);
        await expect(docs).toHaveAttribute('target', '_blank');
        await expect(docs).toHaveAttribute('rel', /\bnoopener\b/);
        await expect(region.getByRole('link', { name: `${guides.pageLabel} for ${guide.product}` })).toHaveAttribute('href', guide.page);
      }
    });

    await test.step('the hero and the help band lead to the docs site and to /contact', async () => {
      const [docsCta, askCta] = hero.ctas;
      const docs = page.getByRole('link', { name: `${docsCta?.label} (opens in a new tab)` });
      await expect(docs).toHaveAttribute('href', site.urls.documentation);
      await expect(docs).toHaveAttribute('target', '_blank');
      await expect(page.getByRole('link', { name: askCta?.label, exact: true })).toHaveAttribute('href', '/contact');
      const contact = page.getByRole('link', { name: documentationPage.help.cta.label, exact: true });
      await expect(contact).toHaveAttribute('href', '/contact');
      await contact.click();
      await expect(page).toHaveURL('/contact');
    });
  });
});
