import { contactPage } from '../content/contact';
import { privacyNotice } from '../content/privacy';
import { disclosurePage } from '../content/security-disclosure';
import { site } from '../content/site';
import { expect, gotoHydrated, test } from '../test-support/fixtures';

// The test build is built without analytics (test-support/builds.ts): its notice is the one that says so.
const privacyPage = privacyNotice(null);

// What a buyer's reviewers check before a first call: the privacy notice and the disclosure policy.

test.describe('privacy notice', () => {
  test.describe.configure({ timeout: 60_000 });

  // At 1280 px: the links are the same markup at 375 px, where the reflow sweep (navigation.spec.ts), axe and the
  // no-JS sweep read the footer. The cookie check reads the pages this test has just browsed (/, /fkp, /blog,
  // /privacy, /contact).
  test('is linked from the footer of every kind of page and from the contact form, says what it collects, prints cleanly, and is true: no cookie', async ({
    page,
    context,
  }) => {
    await test.step('the contact form links to it next to the send button', async () => {
      await gotoHydrated(page, '/contact');
      const form = page.getByRole('form', { name: contactPage.form.heading });
      await expect(form.getByRole('button', { name: contactPage.form.submit })).toBeVisible();
      await expect(form.getByRole('link', { name: contactPage.form.privacy.linkLabel })).toHaveAttribute('href', '/privacy');
    });

    await test.step('the footer links to it from every kind of page, and it says what the form collects and that nothing tracks', async () => {
      for (const path of ['/', '/fkp', '/blog']) {
        await gotoHydrated(page, path);
        await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true })).toHaveAttribute('href', '/privacy');
      }
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click();
      await expect(page).toHaveURL('/privacy');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyPage.hero.title);
      for (const section of privacyPage.sections) {
        await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
      }
      const cookies = privacyPage.sections.find((section) => section.id === 'cookies');
      await expect(page.getByText(cookies?.paragraphs[0] ?? 'a cookies section')).toBeVisible();
      await expect(page.getByRole('link', { name: site.privacy.email })).toHaveAttribute('href', `mailto:${site.privacy.email}`);
    });

    await test.step('what it promises is true: browsing the site sets no cookie', async () => {
      expect(await context.cookies()).toEqual([]);
    });

    // Last: it leaves the page in print media.
    await test.step('prints the content without the header, with link addresses written out', async () => {
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('banner')).toBeHidden();
      const link = page.getByRole('main').getByRole('link', { name: site.privacy.email });
      const after = await link.evaluate((el) => getComputedStyle(el, '::after').content);
      expect(after).toContain(`mailto:${site.privacy.email}`);
    });
  });
});

// security.txt's fields (its Policy names this page) and every page's social card and structured data are read
// from the export's files: e2e/artifacts/head.test.ts; nginx's content type for security.txt: nginx.test.ts.
test.describe('the disclosure policy', () => {
  test.describe.configure({ timeout: 60_000 });

  test(
    'reached from the footer, says what is in scope, how to report, what we promise and gives safe harbour',
    { tag: '@one-width' },
    async ({ page }) => {
      await gotoHydrated(page, '/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Vulnerability disclosure' }).click();
      await expect(page).toHaveURL(disclosurePage.meta.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(disclosurePage.hero.title);
      for (const name of ['Scope', 'How to report', 'What we promise', 'Safe harbour']) {
        await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
      }
      await expect(page.getByText(`acknowledge your report within ${site.security.acknowledgeDays} business days`)).toBeVisible();
      await expect(page.getByRole('link', { name: site.security.email })).toHaveAttribute('href', `mailto:${site.security.email}`);
    },
  );
});
