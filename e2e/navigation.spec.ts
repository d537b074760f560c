import { notFoundContent } from '../content/errors';
import { site } from '../content/site';
import { staticRoutes } from '../lib/routes';
import { expect, expectOnlyThe404, exposedExpanded, gotoHydrated, productsToggle, test } from './support/fixtures';

test.describe('header', () => {
  test('Products menu lists the five product pages and works by keyboard', { tag: '@desktop-only' }, async ({ page }) => {
    await gotoHydrated(page, '/about');
    const products = productsToggle(page);
    const disclosure = page.locator('#products-disclosure');
    expect(await exposedExpanded(page, products)).toBe(false);
    await products.focus();
    await page.keyboard.press('Enter');
    await expect(disclosure).toHaveAttribute('open', '');
    expect(await exposedExpanded(page, products)).toBe(true);
    const menu = page.locator('#products-menu');
    await expect(menu).toBeVisible();
    const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs).toEqual(['/fkp', '/vitro', '/fedstryke', '/private-sector', '/frontier-edge']);
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(products).toBeFocused();
    expect(await exposedExpanded(page, products)).toBe(false);
  });

  test('Products menu closes on a click outside, on Tab past it and on navigation', { tag: '@desktop-only' }, async ({ page }) => {
    await gotoHydrated(page, '/about');
    const products = productsToggle(page);
    const menu = page.locator('#products-menu');
    await products.click();
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toBeHidden();

    await products.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();

    await products.click();
    await menu.getByRole('link', { name: site.nav.products[1]!.label }).click();
    await expect(page).toHaveURL(site.nav.products[1]!.href);
    await expect(menu).toBeHidden();
    // On a product page Products itself is marked current, like a link: an underline drawn as an inset shadow.
    await expect(products).toHaveCSS('box-shadow', /inset/);
    await expect(menu.locator(`a[href="${site.nav.products[1]!.href}"]`)).toHaveAttribute('aria-current', 'page');
  });

  test('header links reach their pages and mark the current one', async ({ page }, testInfo) => {
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const link of site.nav.links) {
      if (testInfo.project.name === 'mobile') await nav.getByRole('button', { name: 'Menu' }).click();
      await nav.getByRole('link', { name: link.label, exact: true }).click();
      await expect(page).toHaveURL(link.href);
      // On mobile the menu has closed again after the navigation, so the link is found by its href.
      await expect(nav.locator(`a[href="${link.href}"]`)).toHaveAttribute('aria-current', 'page');
    }
  });

  test('hamburger toggles the menu at 375px', { tag: '@mobile-only' }, async ({ page }) => {
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator('#site-menu');
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'About' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await toggle.click();
    await expect(menu).toBeHidden();
  });

  test(
    'at 375px Escape closes the Products submenu first, then the menu; a tap outside closes it',
    { tag: '@mobile-only' },
    async ({ page }) => {
      await gotoHydrated(page, '/');
      const toggle = page.getByRole('button', { name: 'Menu' });
      const menu = page.locator('#site-menu');
      const products = productsToggle(page);
      await toggle.click();
      await products.click();
      await expect(page.locator('#products-menu')).toBeVisible();
      await page.locator('#products-menu').getByRole('link').first().focus();
      await page.keyboard.press('Escape');
      await expect(page.locator('#products-menu')).toBeHidden();
      await expect(products).toBeFocused();
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');

      await toggle.click();
      await expect(menu).toBeVisible();
      await page.mouse.click(10, 790);
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    },
  );

  test('resizing from 1024px to 700px switches to the hamburger, and back', { tag: '@desktop-only' }, async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toBeVisible();
    await page.setViewportSize({ width: 700, height: 800 });
    await expect(toggle).toBeVisible();
    await expect(page.locator('#site-menu')).toBeHidden();
    await toggle.click();
    await expect(page.locator('#site-menu')).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(toggle).toBeHidden();
    await expect(page.locator('#site-menu')).toBeVisible();
    await page.setViewportSize({ width: 700, height: 800 });
    // Mobile mode is re-evaluated on resize: the menu starts closed again.
    await expect(page.locator('#site-menu')).toBeHidden();
  });
});

// Sets its own width, so it runs once: in the mobile project, a touch screen as a 320 px phone has.
test(
  'at 320 px (WCAG 1.4.10 reflow) no page scrolls sideways, and the header keeps its search link',
  { tag: '@mobile-only' },
  async ({ page }) => {
    // One page load per route: longer than one test's default 30 s on a loaded CI machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of staticRoutes) {
      await gotoHydrated(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    }
    await expect(page.getByRole('banner').getByRole('link', { name: site.search.label, exact: true })).toBeVisible();
  },
);

test.describe('footer', () => {
  test('lists every column of links from the site configuration', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const column of site.footer.columns) {
      const nav = footer.getByRole('navigation', { name: column.heading });
      const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
      expect(hrefs).toEqual(column.links.map((l) => l.href));
    }
    const docs = footer.getByRole('link', { name: /Documentation/ });
    await expect(docs).toHaveAttribute('target', '_blank');
    await expect(docs).toHaveAttribute('rel', /noopener/);
    await expect(footer.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });

  test('every internal footer link answers 200', { tag: '@one-width' }, async ({ page, request }) => {
    await page.goto('/team');
    const hrefs = await page
      .getByRole('contentinfo')
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => (l as HTMLAnchorElement).href));
    for (const href of hrefs.filter((h) => h.startsWith('http://127.0.0.1'))) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });

  test("'Why CAPI?' is relative and reaches /whycapi from a nested page", async ({ page, consoleErrors }) => {
    await gotoHydrated(page, '/no/such/page');
    expectOnlyThe404(consoleErrors);
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Why CAPI?' });
    await expect(link).toHaveAttribute('href', '../../whycapi');
    await link.click();
    await expect(page).toHaveURL('/whycapi');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Cluster API');
  });

  test('shows the current year, also a year after the build', async ({ page }) => {
    const nextYear = new Date().getFullYear() + 1;
    await page.clock.setFixedTime(new Date(`${nextYear}-03-01T12:00:00Z`));
    await gotoHydrated(page, '/');
    await expect(page.getByRole('contentinfo')).toContainText(`© ${nextYear}`);
  });
});

test('an in-app navigation starts the new page at the top', async ({ page }) => {
  await gotoHydrated(page, '/');
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Security' });
  await footerLink.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await footerLink.click();
  await expect(page).toHaveURL('/security');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('an unknown path is a designed 404 with a way back', async ({ page, consoleErrors }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  expectOnlyThe404(consoleErrors);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundContent.title);
  const home = notFoundContent.ctas.find((cta) => cta.href === '/');
  await page.getByRole('link', { name: home?.label }).click();
  await expect(page).toHaveURL('/');
});

test('/#documentation lands on the documentation section', async ({ page }) => {
  await page.goto('/#documentation');
  const section = page.locator('#documentation');
  await expect(section.getByRole('heading', { name: 'Documentation' })).toBeInViewport();
  await expect(section.getByRole('link', { name: 'View Documentation' })).toHaveAttribute('href', '/documentation');
});
