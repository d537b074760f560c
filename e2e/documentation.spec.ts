import { documentationPage } from '../content/documentation';
import { site } from '../content/site';
import { expect, gotoHydrated, test } from './support/fixtures';

const { guides } = documentationPage;

test.describe('documentation hub', () => {
  test('h1 Documentation with the spec text', async ({ page }) => {
    await gotoHydrated(page, '/documentation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documentation');
    await expect(page.getByText('Explore our comprehensive documentation to get started with our products and solutions.')).toBeVisible();
  });

  test('one guide per product, linking to the external docs in a new tab and to the product page', async ({ page }) => {
    await gotoHydrated(page, '/documentation');
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

  test('the hero and the help band lead to the docs site and to /contact', async ({ page }) => {
    await gotoHydrated(page, '/documentation');
    const docs = page.getByRole('link', { name: 'Open the documentation site (opens in a new tab)' });
    await expect(docs).toHaveAttribute('href', site.urls.documentation);
    await expect(docs).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'Ask an engineer' })).toHaveAttribute('href', '/contact');
    const contact = page.getByRole('link', { name: 'Contact an engineer' });
    await expect(contact).toHaveAttribute('href', '/contact');
    await contact.click();
    await expect(page).toHaveURL('/contact');
  });
});
