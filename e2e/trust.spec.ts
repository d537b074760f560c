import { contactPage } from '../content/contact';
import { privacyPage } from '../content/privacy';
import { disclosurePage } from '../content/security-disclosure';
import { site } from '../content/site';
import { expect, gotoHydrated, test } from '../test-support/fixtures';
import { exportedArticles } from '../test-support/exported-pages';

// What a buyer's reviewers check before a first call (privacy notice, security.txt and its disclosure policy)
// and what a shared link looks like (a social card per page).

test.describe('privacy notice', () => {
  test.describe.configure({ timeout: 60_000 });

  // At both widths: the footer and the form's links must be there and usable at 375 px too. The cookie check
  // reads the pages this test has just browsed (/, /fkp, /blog, /privacy, /contact).
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

test.describe('security.txt and the disclosure policy', () => {
  test.describe.configure({ timeout: 60_000 });

  test(
    '/.well-known/security.txt is text/plain with RFC 9116 fields, and its policy page, reached from the footer, says what is in scope, how to report, what we promise and gives safe harbour',
    { tag: '@one-width' },
    async ({ request, page }) => {
      let policy = '';
      await test.step('/.well-known/security.txt is text/plain with RFC 9116 fields', async () => {
        const response = await request.get('/.well-known/security.txt');
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toMatch(/^text\/plain/);
        const fields = new Map<string, string>();
        for (const line of (await response.text()).split('\n')) {
          const match = /^([A-Za-z-]+): (.+)$/.exec(line);
          if (match) fields.set(match[1]!.toLowerCase(), match[2]!);
        }
        expect(fields.get('contact')).toBe(`mailto:${site.security.email}`);
        const expires = Date.parse(fields.get('expires') ?? '');
        expect(expires).toBeGreaterThan(Date.now());
        expect(expires - Date.now()).toBeLessThan(365 * 24 * 60 * 60 * 1000);
        expect(fields.get('preferred-languages')).toBe('en');
        expect(new URL(fields.get('canonical')!).pathname).toBe('/.well-known/security.txt');
        policy = new URL(fields.get('policy')!).pathname;
        expect(policy).toBe(disclosurePage.meta.path);
      });

      // The footer's link and security.txt's Policy field lead to the same page.
      await test.step('the policy says what is in scope, how to report, what we promise and gives safe harbour', async () => {
        await gotoHydrated(page, '/');
        await page.getByRole('contentinfo').getByRole('link', { name: 'Vulnerability disclosure' }).click();
        await expect(page).toHaveURL(policy);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(disclosurePage.hero.title);
        for (const name of ['Scope', 'How to report', 'What we promise', 'Safe harbour']) {
          await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
        }
        await expect(page.getByText(`acknowledge your report within ${site.security.acknowledgeDays} business days`)).toBeVisible();
        await expect(page.getByRole('link', { name: site.security.email })).toHaveAttribute('href', `mailto:${site.security.email}`);
      });
    },
  );
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

// <head> markup and the images it points at: nothing here depends on the viewport.
test.describe('social cards and structured data', { tag: '@one-width' }, () => {
  const jsonLd = async (page: import('@playwright/test').Page) =>
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>);

  test('pages share their own card, and declare the structured data of their kind', async ({ page, request }) => {
    await test.step('each product page shares its own 1200×630 image, declared with its size', async () => {
      const images = new Set<string>();
      for (const path of ['/fkp', '/vitro', '/frontier-edge', '/privacy']) {
        await page.goto(path);
        const og = await page.locator('meta[property="og:image"]').getAttribute('content');
        expect(og, path).toBeTruthy();
        await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
        await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
        await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', og!);
        images.add(og!);
        const response = await request.get(new URL(og!).pathname);
        expect(response.status(), og!).toBe(200);
        expect(response.headers()['content-type']).toBe('image/png');
        expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
      }
      expect(images.size).toBe(4);
    });

    await test.step('an article shares its featured image, or a card with its title', async () => {
      const [article] = exportedArticles();
      // The test export always holds the fake API's posts; no article would be a broken build, not a reason to skip.
      expect(article, 'the export has at least one article').toBeDefined();
      await page.goto(article!);
      const og = (await page.locator('meta[property="og:image"]').getAttribute('content'))!;
      const response = await request.get(og.startsWith(new URL(page.url()).origin) || og.includes('localhost') ? new URL(og).pathname : og);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^image\//);
    });

    await test.step('home declares the WebSite, a product page its breadcrumbs and its product', async () => {
      await page.goto('/');
      let types = (await jsonLd(page)).map((d) => d['@type']);
      expect(types).toContain('WebSite');
      expect(types).not.toContain('BreadcrumbList');

      await page.goto('/fkp');
      const data = await jsonLd(page);
      types = data.map((d) => d['@type']);
      expect(types).toEqual(expect.arrayContaining(['WebSite', 'BreadcrumbList', 'SoftwareApplication']));
      const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList')!.itemListElement as { name: string }[];
      expect(crumbs.map((c) => c.name)).toEqual(['Home', expect.any(String)]);

      await page.goto('/frontier-edge');
      expect((await jsonLd(page)).map((d) => d['@type'])).toContain('Product');
    });
  });
});
