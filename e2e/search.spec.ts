import type { Page } from '@playwright/test';
import { searchPage } from '../content/search';
import { site } from '../content/site';
import { expect, expectNoAxeViolations, gotoHydrated, test } from '../test-support/fixtures';

// Site search over the Pagefind index that `npm run build` writes into out/pagefind/ (scripts/build/search-index.ts).
// The blog posts are the fake WordPress.com API's default set, which the test build indexed.

// The first search on a page loads Pagefind's script, worker and WebAssembly: seconds on a busy CI machine.
test.describe.configure({ timeout: 60_000 });

const field = (page: Page) => page.getByRole('searchbox', { name: searchPage.copy.fieldLabel });
const status = (page: Page) => page.getByRole('status');
const results = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('heading').getByRole('link');

/** Pagefind logs a warning when its worker or WebAssembly fails and it falls back; none is expected. */
function pagefindWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && /pagefind|webassembly|wasm/i.test(message.text())) warnings.push(message.text());
  });
  return warnings;
}

async function search(page: Page, query: string) {
  await field(page).fill(query);
  await field(page).press('Enter');
  await expect(status(page)).toHaveText(new RegExp(` for “${query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}”$`), {
    timeout: 20_000,
  });
}

// Three page states per test: every test pays Pagefind's first load once, and the steps share it.
test('from the header to results: a word marked and counted, the no-result state, and axe on both', async ({ page }) => {
  test.setTimeout(120_000); // two scans, each tens of seconds on a busy 2-core machine
  const warnings = pagefindWarnings(page);
  await test.step('the header on every page links to search; from / it reaches the search page', async () => {
    await gotoHydrated(page, '/');
    const link = page.getByRole('banner').getByRole('link', { name: site.search.label, exact: true });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL('/search');
    await expect(page.getByRole('heading', { level: 1, name: searchPage.hero.title })).toBeVisible();
    await expect(page.getByRole('search')).toBeVisible();
    await expect(field(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: searchPage.copy.empty.title })).toBeVisible();
  });

  await test.step('"Karpenter" finds the Day 2 page, with the word marked in the excerpt and the count announced', async () => {
    await search(page, 'Karpenter');
    await expect(status(page)).toHaveText(/^\d+ results? for “Karpenter”$/);
    const day2 = results(page).and(page.locator('[href="/day2apps"]'));
    await expect(day2).toHaveText('Day 2 Ops');
    const item = page.getByRole('listitem').filter({ has: page.locator('a[href="/day2apps"]') });
    await expect(item.locator('mark').first()).toHaveText(/karpenter/i);
    expect(await results(page).count()).toBe(Number((await status(page).textContent())?.split(' ')[0]));
    await expect(page).toHaveURL('/search?q=Karpenter');
    expect(warnings).toEqual([]);
  });

  // The empty search page's first render is axe-pages.spec.ts's; results and no results are states it cannot see.
  await test.step('axe finds no violations on the search page with results', async () => {
    await search(page, 'edge');
    await expect(results(page).first()).toBeVisible();
    // Only main changed since that first render.
    await expectNoAxeViolations(page, 'main');
  });

  await test.step('a nonsense word shows the no-result state with ways to continue', async () => {
    await search(page, 'qzxwvplugh');
    await expect(status(page)).toHaveText('No results for “qzxwvplugh”');
    await expect(page.getByRole('heading', { name: searchPage.copy.noResults.title })).toBeVisible();
    await expect(results(page)).toHaveCount(0);
    const sections = page.getByRole('main').getByRole('navigation', { name: searchPage.copy.sectionsLabel });
    await expect(sections.getByRole('link', { name: 'Products overview' })).toHaveAttribute('href', '/products');
    await expectNoAxeViolations(page, 'main');
  });
});

test('a query in the address runs on load and Back returns to it; keyboard only from the header link to a result page @mobile', async ({
  page,
}) => {
  await test.step('/search?q=FIPS runs the query on load, and Back returns to the previous search', async () => {
    await page.goto('/search?q=FIPS');
    await expect(field(page)).toHaveValue('FIPS');
    await expect(status(page)).toHaveText(/^\d+ results? for “FIPS”$/, { timeout: 20_000 });
    expect(await results(page).count()).toBeGreaterThan(0);
    await search(page, 'Vitro');
    await expect(page).toHaveURL('/search?q=Vitro');
    await page.goBack();
    await expect(field(page)).toHaveValue('FIPS');
    await expect(status(page)).toHaveText(/ for “FIPS”$/);
  });

  await test.step('keyboard only: from the header link to a result page', async () => {
    await gotoHydrated(page, '/about');
    const link = page.getByRole('banner').getByRole('link', { name: site.search.label, exact: true });
    for (let i = 0; i < 30 && !(await link.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/search');
    await page.locator('nav[data-hydrated="true"]').waitFor({ state: 'attached' });
    for (let i = 0; i < 30 && !(await field(page).evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(field(page)).toBeFocused();
    await page.keyboard.type('air-gapped');
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText(/^\d+ results? for “air-gapped”$/);
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('Tab'); // the Search button
    await page.keyboard.press('Tab'); // the first result
    const first = results(page).first();
    await expect(first).toBeFocused();
    const href = await first.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(href ?? '');
  });
});

// What loads where, and what the index holds: the same at every width. The blog titles are searched after the
// loading check, which needs a tab that has not searched yet.
test(
  "no page but /search loads search code, and only /search may compile WebAssembly; a blog post's title finds its article",
  { tag: '@one-width' },
  async ({ page }) => {
    await test.step('no page but /search loads search code, and only /search may compile WebAssembly', async () => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      for (const path of ['/', '/day2apps', '/blog']) {
        await gotoHydrated(page, path);
        const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
        expect(policy).not.toContain('wasm-unsafe-eval');
      }
      expect(requested.filter((path) => path.startsWith('/pagefind/'))).toEqual([]);
      await gotoHydrated(page, '/search');
      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      expect(policy).toContain("'wasm-unsafe-eval'");
      expect(policy).not.toContain("'unsafe-eval'");
      expect(requested.filter((path) => path.startsWith('/pagefind/'))).toEqual([]);
      await search(page, 'FIPS');
      expect(requested).toContain('/pagefind/pagefind.js');
    });

    await test.step("a blog post's title finds its article, titled as the post", async () => {
      await search(page, 'Hardening FKP clusters for a STIG audit');
      const first = results(page).first();
      await expect(first).toHaveText('Hardening FKP clusters for a STIG audit');
      await expect(first).toHaveAttribute('href', /^\/blog\/4101\/hardening-fkp-clusters-for-a-stig-audit$/);
      // A title with entities reads as the article does, not as escaped HTML.
      await search(page, 'Ceph GitOps');
      await expect(results(page).first()).toHaveText('What’s new in Vitro: Ceph & GitOps, together');
      await first.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('What’s new in Vitro: Ceph & GitOps, together');
    });
  },
);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search page says search needs JavaScript, links the main sections and shows no dead form', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { name: searchPage.noScript.title })).toBeVisible();
    await expect(page.getByText(searchPage.noScript.body)).toBeVisible();
    const sections = page.getByRole('main').getByRole('navigation', { name: searchPage.copy.sectionsLabel });
    for (const link of searchPage.sections) {
      await expect(sections.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
    }
    await expect(field(page)).toBeHidden();
    await expect(page.getByRole('button', { name: searchPage.copy.submit })).toBeHidden();
    await expect(page.getByRole('heading', { name: searchPage.copy.empty.title })).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: site.search.label, exact: true })).toBeVisible();
  });
});
