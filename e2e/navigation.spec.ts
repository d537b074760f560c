import { notFoundContent } from '../content/errors';
import { site } from '../content/site';
import { staticRoutes } from '../lib/site/routes';
import { expect, expectOnlyThe404, exposedExpanded, gotoHydrated, productsToggle, test } from '../test-support/fixtures';
import { chunks, chunkTitle, sweep } from '../test-support/sweep';

// The header is two different menus: the Products disclosure at 1280 px, the hamburger at 375 px. One test per
// width, each former test a step; each step reloads the page it starts from or leaves it as it found it.
test(
  'header at 1280 px: the Products menu, the header links and the switch to the hamburger',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await test.step('Products menu lists the five product pages and works by keyboard', async () => {
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

    await test.step('Products menu closes on a click outside, on Tab past it and on navigation', async () => {
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

    await test.step('header links reach their pages and mark the current one', async () => {
      await gotoHydrated(page, '/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const link of site.nav.links) {
        await nav.getByRole('link', { name: link.label, exact: true }).click();
        await expect(page).toHaveURL(link.href);
        await expect(nav.locator(`a[href="${link.href}"]`)).toHaveAttribute('aria-current', 'page');
      }
    });

    await test.step('resizing from 1024px to 700px switches to the hamburger, and back', async () => {
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
  },
);

test('header at 375 px: the hamburger, Escape and a tap outside, and the header links', { tag: '@mobile-only' }, async ({ page }) => {
  await gotoHydrated(page, '/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  const menu = page.locator('#site-menu');

  await test.step('hamburger toggles the menu at 375px', async () => {
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

  await test.step('at 375px Escape closes the Products submenu first, then the menu; a tap outside closes it', async () => {
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
  });

  await test.step('header links reach their pages and mark the current one', async () => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const link of site.nav.links) {
      await nav.getByRole('button', { name: 'Menu' }).click();
      await nav.getByRole('link', { name: link.label, exact: true }).click();
      await expect(page).toHaveURL(link.href);
      // The menu has closed again after the navigation, so the link is found by its href.
      await expect(nav.locator(`a[href="${link.href}"]`)).toHaveAttribute('aria-current', 'page');
    }
  });
});

// Sets its own width, so it runs once: in the mobile project, a touch screen as a 320 px phone has. One page load
// per route, so the routes are split into chunks, one test each, for the two workers to share.
for (const group of chunks(staticRoutes, 8)) {
  test(
    `at 320 px (WCAG 1.4.10 reflow) no page scrolls sideways, and the header keeps its search link: ${chunkTitle(group)}`,
    { tag: '@mobile-only' },
    async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: 320, height: 700 });
      await sweep(group, async (path) => {
        await gotoHydrated(page, path);
        expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
        await expect.soft(page.getByRole('banner').getByRole('link', { name: site.search.label, exact: true }), path).toBeVisible();
      });
    },
  );
}

// lib/site/paint-first.ts: the framework's first module (the one that sets window.next) runs only once the browser
// has reported its first paint, after at least one frame, on the export's pages.
test('a page paints before its framework starts, and fetches each framework file once', { tag: '@one-width' }, async ({ page }) => {
  await page.addInitScript(() => {
    const seen = window as unknown as { frames: number; framesBeforeStart?: number; paintsBeforeStart?: number };
    seen.frames = 0;
    const count = () => {
      seen.frames += 1;
      if (seen.frames < 10) requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
    let value: unknown;
    Object.defineProperty(window, 'next', {
      configurable: true,
      get: () => value,
      set(next: unknown) {
        seen.framesBeforeStart ??= seen.frames;
        seen.paintsBeforeStart ??= performance.getEntriesByType('paint').length;
        value = next;
      },
    });
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const response = await gotoHydrated(page, '/blog');
  const html = (await response!.text()).replace(/<script>[\s\S]*?<\/script>/g, '');
  expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
  // Nor a preload: the files' download and compile would share the first frame's CPU and the photos' connection.
  expect(html).not.toMatch(/<link rel="preload" as="script"[^>]*href="\/_next\/static\/chunks\//);
  const seen = await page.evaluate(() => {
    const { framesBeforeStart, paintsBeforeStart } = window as unknown as { framesBeforeStart?: number; paintsBeforeStart?: number };
    return { framesBeforeStart, paintsBeforeStart };
  });
  expect(seen.framesBeforeStart).toBeGreaterThanOrEqual(1);
  expect(seen.paintsBeforeStart).toBeGreaterThanOrEqual(1);
  // Each framework file is fetched once, by the script element the loader adds.
  const chunks = scripts.filter((url) => url.includes('/_next/static/chunks/'));
  expect(chunks.length).toBeGreaterThanOrEqual(4);
  expect(new Set(chunks).size).toBe(chunks.length);
});

// The footer's links, the 404 page and the router's scroll and date behaviour read the same at every width
// (the footer's columns only reflow): one test at 1280 px, each former test a step, each starting from a load.
test('footer links, a 404 with a way back, and in-app navigation', { tag: '@one-width' }, async ({ page, request, consoleErrors }) => {
  // The pages' payloads the app fetches ahead of a navigation (RSC requests carry _rsc).
  const payloads: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.searchParams.has('_rsc')) payloads.push(url.pathname);
  });
  await gotoHydrated(page, '/');
  const footer = page.getByRole('contentinfo');

  await test.step('lists every column of links from the site configuration', async () => {
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

  await test.step('every internal footer link answers 200', async () => {
    const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((l) => (l as HTMLAnchorElement).href));
    for (const href of hrefs.filter((h) => h.startsWith('http://127.0.0.1'))) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });

  await test.step('a link prefetches its page when a pointer reaches it, not when it scrolls into view', async () => {
    await page.waitForLoadState('networkidle');
    const footerLink = footer.getByRole('link', { name: 'Security' });
    await footerLink.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(payloads).toEqual([]);
    await footerLink.hover();
    await expect.poll(() => payloads.some((path) => path.startsWith('/security'))).toBe(true);
  });

  await test.step('an in-app navigation starts the new page at the top, without reloading the document', async () => {
    const footerLink = footer.getByRole('link', { name: 'Security' });
    await footerLink.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await footerLink.click();
    await expect(page).toHaveURL('/security');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  await test.step('an unknown path is a designed 404 with a way back', async () => {
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    expectOnlyThe404(consoleErrors);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundContent.title);
    const home = notFoundContent.ctas.find((cta) => cta.href === '/');
    await page.getByRole('link', { name: home?.label }).click();
    await expect(page).toHaveURL('/');
  });

  await test.step("'Why CAPI?' is relative and reaches /whycapi from a nested page", async () => {
    await gotoHydrated(page, '/no/such/page');
    expectOnlyThe404(consoleErrors);
    const link = footer.getByRole('link', { name: 'Why CAPI?' });
    await expect(link).toHaveAttribute('href', '../../whycapi');
    await link.click();
    await expect(page).toHaveURL('/whycapi');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Cluster API');
  });

  // Last: the fixed clock holds for the rest of the test.
  await test.step('shows the current year, also a year after the build', async () => {
    const nextYear = new Date().getFullYear() + 1;
    await page.clock.setFixedTime(new Date(`${nextYear}-03-01T12:00:00Z`));
    await gotoHydrated(page, '/');
    await expect(footer).toContainText(`© ${nextYear}`);
  });
});
