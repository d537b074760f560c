/**
 * The drafts preview's WordPress pages on the static export: listed beside the posts and marked as pages, each
 * previewed as the page it will be (the page view: its cover as hero, breadcrumbs, no article chrome) with the
 * pre-publish check, which names a path the site's own code serves and a parent that is not published
 * (dev-services/fake-wpcom/draft-pages.ts). Findings are read by kind and detail, not by their wording.
 */
import type { Page } from '@playwright/test';
import { blogPage } from '@/content/blog';
import { draftsPage as copy } from '@/content/blog-drafts';
import { wpPages } from '@/content/wp-page-labels';
import { expect as baseExpect, expectNoAxeViolations, test } from '../test-support/fixtures';
import { DRAFT_ORDER, DRAFT_PAGES, signIn } from '../test-support/drafts';
import { ports } from '../test-support/ports';

// The preview loads the API client and the sanitiser after sign-in: on a busy CI machine that takes seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

const site = `http://127.0.0.1:${ports.site}`;
const check = (page: Page) => page.getByRole('region', { name: copy.check.heading });
const kinds = (page: Page) =>
  check(page)
    .locator('[data-kind]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-kind')));

test.describe.configure({ timeout: 120_000 });

test('draft, pending and scheduled pages are listed beside the posts and previewed with their check @one-width', async ({ page }) => {
  await test.step('the list holds the posts and the pages, a page marked as one', async () => {
    await signIn(page, site);
    const items = page.getByRole('region', { name: copy.list.heading }).getByRole('listitem');
    await expect(items).toHaveCount(DRAFT_ORDER.length);
    const pages = Object.values(DRAFT_PAGES);
    for (const [index, id] of DRAFT_ORDER.entries()) {
      await expect(items.nth(index).getByRole('link')).toHaveAttribute('href', `/blog/drafts?id=${id}`);
      if (pages.includes(id)) await expect(items.nth(index)).toContainText(`${copy.list.page} · `);
      else await expect(items.nth(index)).not.toContainText(`${copy.list.page} · `);
    }
    await expect(items.nth(DRAFT_ORDER.indexOf(DRAFT_PAGES.takenPath))).toContainText(copy.status.pending);
  });

  await test.step('a page whose path the site serves is named with that path and its owner', async () => {
    await page.goto(`/blog/drafts?id=${DRAFT_PAGES.takenPath}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact the events team');
    expect(await kinds(page)).toEqual(['page-path-taken']);
    await expect(check(page).locator('[data-kind="page-path-taken"] code')).toHaveText("/contact: the site's own route /contact");
    await expectNoAxeViolations(page, 'main');
  });

  await test.step('a page under a draft parent is named with its parent', async () => {
    await page.goto(`/blog/drafts?id=${DRAFT_PAGES.child}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner programme: how to apply');
    await expect(page.getByRole('note', { name: copy.preview.banner })).toContainText(copy.status.draft);
    expect(await kinds(page)).toEqual(['no-featured-image', 'page-parent-unpublished']);
    await expect(check(page).locator('[data-kind="page-parent-unpublished"] code')).toHaveText('Partners (draft)');
  });

  await test.step('a scheduled page with a free path has nothing to change', async () => {
    await page.goto(`/blog/drafts?id=${DRAFT_PAGES.clean}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meet us in hall B');
    await expect(page.getByRole('note', { name: copy.preview.banner })).toContainText('Scheduled for February 1, 2027');
    await expect(check(page)).toContainText(copy.check.forPage.clean);
  });
});

/** What only the article view draws: the byline and the share bar. */
async function expectNoArticleChrome(page: Page) {
  await expect(page.getByText(blogPage.article.author)).toHaveCount(0);
  await expect(page.getByRole('button', { name: blogPage.article.copyLink })).toHaveCount(0);
  await expect(page.getByRole('link', { name: new RegExp(`^${blogPage.article.shareOn}`) })).toHaveCount(0);
}

async function noSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, 'page wider than the screen').toBeLessThanOrEqual(client);
}

test('a draft page is previewed as the page it will be: breadcrumbs or its cover as hero, no article chrome, then the check @mobile', async ({
  page,
}, testInfo) => {
  await signIn(page, site, /^Approve$/, `/blog/drafts?id=${DRAFT_PAGES.child}`);

  await test.step('a child page: its title the h1, breadcrumbs to its parent, under the banner and above the check', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner programme: how to apply');
    const crumbs = page.getByRole('navigation', { name: wpPages.breadcrumbs });
    await expect(crumbs.getByRole('link')).toHaveText([wpPages.home, 'Partners']);
    expect(await crumbs.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/',
      '/partners',
    ]);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Partner programme: how to apply');
    await expect(page.getByRole('article', { name: 'Partner programme: how to apply' })).toContainText('Two certified engineers.');
    await expectNoArticleChrome(page);
    // The bars above line up with the page, not with an article's narrower column; the check's text with its text.
    const left = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!.x;
    const trail = await left(crumbs);
    expect(Math.abs((await left(page.getByRole('note', { name: copy.preview.banner }))) - trail)).toBeLessThan(2);
    expect(Math.abs((await left(page.getByRole('link', { name: copy.preview.back }))) - trail)).toBeLessThan(2);
    expect(Math.abs((await left(check(page).getByRole('heading', { level: 2 }))) - trail)).toBeLessThan(2);
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page, 'main');
  });

  await test.step('a page opening with a cover: the cover is the hero, as wide as the page, its heading the one h1', async () => {
    await page.goto(`/blog/drafts?id=${DRAFT_PAGES.clean}`);
    const hero = page.locator('main article .wp-block-cover').first();
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Meet us in hall B');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: wpPages.breadcrumbs })).toHaveCount(0);
    await expectNoArticleChrome(page);
    // At 1280 px wider than an article's 46rem column: the page view's width.
    const { width } = (await hero.boundingBox())!;
    if (testInfo.project.name !== 'mobile') expect(width).toBeGreaterThan(46 * 16);
    await expect(check(page)).toContainText(copy.check.forPage.clean);
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page, 'main');
  });
});
