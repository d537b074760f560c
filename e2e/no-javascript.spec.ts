import { fedstrykePage } from '../content/fedstryke';
import { site } from '../content/site';
import { exportedPages } from '../test-support/exported-pages';
import { expect, productsToggle, test } from '../test-support/fixtures';
import { chunks, chunkTitle, sweep } from '../test-support/sweep';

// A visitor whose browser runs no script (locked-down desktops, proxies that strip it, a script that never
// arrives), at 1280 px, and at 375 px where what is hidden or shown differs (@mobile): the site must still be a site.
test.use({ javaScriptEnabled: false });

test.describe('without JavaScript', () => {
  // The header's two behaviours in one test: the second step loads its own page.
  test('the header works without a script @mobile', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const mobile = testInfo.project.name === 'mobile';

    // A walk from / through the header of each page reached: every page has the same header, so this reaches
    // every link by clicking what is on screen without going back to / before each one.
    await test.step('from /, every header link reaches its page by clicking what is on screen', async () => {
      const targets = [
        ...site.nav.products.map((item) => ({ ...item, inProducts: true })),
        ...site.nav.links.map((item) => ({ ...item, inProducts: false })),
      ];
      await page.goto('/');
      for (const target of targets) {
        const nav = page.getByRole('navigation', { name: 'Main' });
        if (mobile) {
          await expect(nav.getByRole('link', { name: target.label, exact: true })).toBeHidden();
          await nav.getByRole('button', { name: 'Menu' }).click();
        }
        if (target.inProducts) {
          await expect(nav.getByRole('link', { name: target.label, exact: true })).toBeHidden();
          await productsToggle(page).click();
        }
        await nav.getByRole('link', { name: target.label, exact: true }).click();
        await expect(page).toHaveURL(target.href);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
      await page.getByRole('link', { name: `${site.company.name} home` }).click();
      await expect(page).toHaveURL('/');
    });

    await test.step('the menus close natively: Escape and a click outside', async () => {
      await page.goto('/about');
      if (mobile) {
        const toggle = page.getByRole('button', { name: 'Menu' });
        await toggle.click();
        await expect(page.locator('#site-menu')).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.locator('#site-menu')).toBeHidden();
        await toggle.click();
        await page.getByRole('heading', { level: 1 }).click({ force: true });
        await expect(page.locator('#site-menu')).toBeHidden();
      } else {
        await productsToggle(page).click();
        await expect(page.locator('#products-menu')).toBeVisible();
        await productsToggle(page).click();
        await expect(page.locator('#products-menu')).toBeHidden();
      }
    });
  });

  // One test over /fedstryke and /fkp: each step only reads or opens a native disclosure, and the next loads its page.
  test('disclosures open natively, and enlargeable images are links to the image', async ({ page, request }) => {
    await test.step('the FedStryke FAQ answers can be read', async () => {
      await page.goto('/fedstryke');
      const faq = page.getByRole('region', { name: fedstrykePage.faq.title });
      for (const [index, item] of fedstrykePage.faq.items.entries()) {
        await faq.locator('summary').nth(index).click();
        await expect(faq.getByText(item.answer, { exact: true })).toBeVisible();
      }
    });

    await test.step('the FedStryke screenshots link to image files', async () => {
      const enlarge = page.getByRole('main').getByRole('link', { name: /enlarge image/ });
      await expect(enlarge).toHaveCount(fedstrykePage.screenshots.items.length);
      for (const link of await enlarge.all()) {
        const response = await request.get((await link.getAttribute('href'))!);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toMatch(/^image\//);
      }
    });

    await test.step('feature cards show their details inline', async () => {
      await page.goto('/fkp');
      const details = page
        .getByRole('main')
        .locator('details')
        .filter({ has: page.locator('summary', { hasText: 'View details' }) });
      expect(await details.count()).toBeGreaterThan(0);
      await details.first().locator('summary').click();
      await expect(details.first()).toHaveAttribute('open', '');
      await expect(details.first().locator('summary + *')).toBeVisible();
      await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
    });
  });

  // Every page at both widths (what is hidden or shown differs with the viewport), a chunk of pages per test.
  for (const group of chunks(exportedPages())) {
    test(`${chunkTitle(group)}: main content is visible and no control does nothing @mobile`, async ({ page }) => {
      await sweep(group, async (path) => {
        await page.goto(path);
        await expect.soft(page.getByRole('heading', { level: 1 }), `${path}: its h1`).toBeVisible();

        // Text hidden by the page (not by a closed <details>, which a click opens, nor visually-hidden text for
        // screen readers): e.g. a tab panel that only a script could show.
        const hiddenText = await page.getByRole('main').evaluate((main) =>
          Array.from(main.querySelectorAll('*'))
            .filter((el) => !['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(el.tagName))
            // [data-needs-script]: a tool that only works with a script (the search form), hidden by
            // @media (scripting: none) with a message in its place; e2e/search.spec.ts checks that message.
            .filter((el) => !el.closest('details:not([open]) > :not(summary)') && !el.closest('[aria-hidden="true"], [data-needs-script]'))
            // The outermost element the page hides.
            .filter((el) => !el.checkVisibility() && (!el.parentElement || el.parentElement.checkVisibility()))
            .map((el) => {
              const copy = el.cloneNode(true) as Element;
              copy.querySelectorAll('button, [aria-hidden="true"], script, style').forEach((node) => node.remove());
              return { tag: el.tagName, text: (copy.textContent ?? '').trim().slice(0, 60) };
            })
            .filter((entry) => entry.text !== ''),
        );
        expect.soft(hiddenText, `${path}: text no visitor can reveal`).toEqual([]);

        // A visible button must do something without a script: submit its form, or open a popover.
        const inert = await page.locator('button, [role="button"]').evaluateAll((buttons) =>
          buttons
            .filter((el) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === 'fixed')
            .filter((el) => !el.closest('form') && !el.hasAttribute('popovertarget') && !el.hasAttribute('commandfor'))
            .map((el) => el.outerHTML.slice(0, 120)),
        );
        expect.soft(inert, `${path}: visible buttons that do nothing without JavaScript`).toEqual([]);
      });
    });
  }
});
