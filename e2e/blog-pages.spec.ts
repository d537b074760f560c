import type { Page } from '@playwright/test';
import { apiDate, apiPosts, shown, useScenario, type WirePost } from '../test-support/blog.helpers';
import { expect, gotoHydrated, test } from '../test-support/fixtures';

// The build's data is the fake API's default set (dev-services/fake-wpcom/data.ts): 46 posts, so /blog has three pages
// (20, 20, 6); every seventh filler post and 4101 are Gov posts; every filler post is in 'Operations'.
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const titles = (page: Page) => cards(page).getByRole('heading', { level: 2 }).allTextContents();
const titlesOf = (posts: WirePost[]) => posts.map((post) => shown(post).title);
const pagesNav = (page: Page, name = 'Blog pages') => page.getByRole('navigation', { name });
const inCategory = (posts: WirePost[], name: string) => posts.filter((post) => name in post.categories);
/** After a click on 'next', waits until page `number` is the one shown (the old page's nav says otherwise). */
const expectPage = (page: Page, number: number, name?: string) =>
  expect(pagesNav(page, name).locator('[aria-current="page"]')).toHaveText(String(number));

// Most tests are several of the old ones in steps, each with a page load: room for that on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

test.describe('blog pagination and archives', () => {
  // What the pages are, from the build's own data: every list page and archive walked by its links. Nothing here
  // depends on the viewport (the links and the head, not their layout). That the sitemap lists every list page
  // and archive page is read from the export: e2e/artifacts/head.test.ts.
  test(
    '/blog and a large archive walk every post exactly once by rel=next, and /blog/page/1 goes to /blog',
    { tag: '@one-width' },
    async ({ page, request }) => {
      const posts = await apiPosts(request);

      await test.step('/blog is the first 20 posts in the API order, and rel=next walks every post exactly once', async () => {
        expect(posts.length).toBeGreaterThanOrEqual(45);
        await page.goto('/blog');
        expect(await titles(page)).toEqual(titlesOf(posts.slice(0, 20)));

        const seen: string[] = [];
        const documentTitles = new Set<string>();
        const canonicals = new Set<string>();
        for (let hops = 0; hops < 10; hops += 1) {
          seen.push(...(await titles(page)));
          documentTitles.add(await page.title());
          canonicals.add((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '');
          const headNext = page.locator('head link[rel="next"]');
          const next = pagesNav(page).locator('a[rel="next"]');
          if ((await next.count()) === 0) {
            await expect(headNext).toHaveCount(0);
            break;
          }
          // The head's <link rel="next"> and the nav's link agree.
          expect(new URL((await headNext.getAttribute('href')) ?? '').pathname).toBe(await next.getAttribute('href'));
          await next.click();
          await expectPage(page, hops + 2);
          await expect(page.locator('head link[rel="prev"]')).toHaveCount(1);
        }
        expect(seen).toEqual(titlesOf(posts));
        const pages = Math.ceil(posts.length / 20);
        expect(documentTitles.size).toBe(pages);
        expect(canonicals.size).toBe(pages);
        await expect(page).toHaveURL(new RegExp(`/blog/page/${pages}$`));
        await expect(page).toHaveTitle(`Blog: page ${pages} of ${pages} | Granite Peak Systems`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Blog: page ${pages} of ${pages}`);
      });

      await test.step('a large archive is paginated like /blog', async () => {
        const operations = inCategory(posts, 'Operations');
        expect(operations.length).toBeGreaterThan(40);
        const seen: string[] = [];
        await page.goto('/blog/category/operations');
        for (let number = 2; ; number += 1) {
          seen.push(...(await titles(page)));
          const next = pagesNav(page, 'Operations pages').locator('a[rel="next"]');
          if ((await next.count()) === 0) break;
          await next.click();
          await expectPage(page, number, 'Operations pages');
        }
        expect(seen).toEqual(titlesOf(operations));
        await expect(page).toHaveURL(/\/blog\/category\/operations\/page\/3$/);
      });

      await test.step('/blog/page/1 is not a second copy of /blog: it goes to /blog', async () => {
        await page.goto('/blog/page/1');
        await expect(page).toHaveURL(/\/blog$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
      });
    },
  );

  // The links a reader clicks (their wrapping at 375 px is the sweeps': axe-pages, no-javascript, the 320 px reflow).
  test('numbered links name each page and mark the current one; the Gov archive is linked from the header and every sticker', async ({
    page,
    request,
  }) => {
    const posts = await apiPosts(request);

    await test.step('numbered links name each page and mark the current one', async () => {
      const pages = Math.ceil(posts.length / 20);
      await gotoHydrated(page, '/blog/page/2');
      const nav = pagesNav(page);
      for (let n = 1; n <= pages; n += 1) {
        await expect(nav.getByRole('link', { name: `Page ${n}`, exact: true })).toHaveAttribute(
          'href',
          n === 1 ? '/blog' : `/blog/page/${n}`,
        );
      }
      await expect(nav.locator('[aria-current="page"]')).toHaveAccessibleName('Page 2');
      await expect(nav.getByRole('link', { name: 'Previous page' })).toHaveAttribute('rel', 'prev');
      await expect(nav.getByRole('link', { name: 'Next page' })).toHaveAttribute('rel', 'next');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\/page\/2$/);

      await nav.getByRole('link', { name: 'Page 1', exact: true }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(pagesNav(page).locator('[aria-current="page"]')).toHaveAccessibleName('Page 1');
      await expect(pagesNav(page).getByRole('link', { name: 'Previous page' })).toHaveCount(0);
    });

    // From the /blog the step above reached.
    await test.step('the Gov archive lists every Gov post in the API order, and /blog links it from its header', async () => {
      const gov = inCategory(posts, 'Gov');
      expect(gov.length).toBeGreaterThan(1);
      await page.getByRole('main').getByRole('link', { name: 'Gov Related posts' }).click();
      await expect(page).toHaveURL(/\/blog\/category\/gov$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gov');
      await expect(page).toHaveTitle('Gov posts | Granite Peak Systems');
      expect(await titles(page)).toEqual(titlesOf(gov).slice(0, 20));
    });

    await test.step("a 'Gov Related' sticker links the Gov archive, and every card links its categories", async () => {
      await gotoHydrated(page, '/blog');
      const stig = page.getByRole('article', { name: 'Hardening FKP clusters for a STIG audit', exact: true });
      const categories = stig.getByRole('list', { name: 'Categories' });
      await expect(categories.getByRole('link')).toHaveText(['Gov', 'Kubernetes']);
      await expect(categories.getByRole('link', { name: 'Kubernetes' })).toHaveAttribute('href', '/blog/category/kubernetes');
      await stig.getByRole('link', { name: 'Gov Related', exact: true }).click();
      await expect(page).toHaveURL(/\/blog\/category\/gov$/);
    });
  });
});

test.describe('list pages refresh in the browser', { tag: '@one-width' }, () => {
  // One scenario for both changes: the new post on page 1 pushes one post onto page 2, where the edited one
  // (the 26th, now the 27th) still is.
  test('page 1 asks the plain list call and shows a new post first; page 2 asks for page=2&number=20 and shows a post edited after the build', async ({
    page,
    request,
  }) => {
    const posts = await apiPosts(request);
    const target = posts[25] as WirePost;
    const scenario = await useScenario(page, request, {
      posts: [
        { ID: 5101, title: 'New on page one', date: apiDate(new Date()) },
        { ID: target.ID, title: 'Edited after the build', modified: apiDate(new Date()) },
      ],
    });

    await test.step('page 1 asks the plain list call and shows a new post first, still 20 cards', async () => {
      await gotoHydrated(page, '/blog');
      await expect(cards(page).first().getByRole('heading', { level: 2 })).toHaveText('New on page one');
      await expect(cards(page)).toHaveCount(20);
      // The plain list call (no page, no number), asking only for the fields a card shows.
      expect(await scenario.requests()).toContainEqual(expect.stringMatching(/\/rest\/v1\.1\/sites\/[^/]+\/posts\?fields=[^&]+$/));
    });

    await test.step('page 2 asks the API for page=2&number=20 and shows a post edited after the build', async () => {
      await gotoHydrated(page, '/blog/page/2');
      await expect(page.getByRole('article', { name: 'Edited after the build' })).toBeVisible();
      await expect(page.getByRole('article', { name: shown(target).title, exact: true })).toHaveCount(0);
      await expect(cards(page)).toHaveCount(20);
      expect((await scenario.requests()).some((path) => /[?&]number=20/.test(path) && /[?&]page=2(&|$)/.test(path))).toBe(true);
    });
  });

  // One failing API for every list page: each step reads only the requests made after it started.
  test('a failing refresh: the next page still shows its own posts, page 2 and an archive keep theirs, and the archive asks with category=', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const posts = await apiPosts(request);
    const gov = inCategory(posts, 'Gov');
    // A failing API: the pre-rendered cards are all there is, so stale cards from page 1 would stay for good.
    const scenario = await useScenario(page, request, { failList: 500 });
    const gaveUp = () =>
      page.waitForEvent('console', { predicate: (message) => message.text().includes('could not be refreshed'), timeout: 20_000 });

    await test.step('moving to the next page in the browser shows that page’s posts, even when no refresh comes', async () => {
      await gotoHydrated(page, '/blog');
      await pagesNav(page).locator('a[rel="next"]').click();
      await expect(page).toHaveURL(/\/blog\/page\/2$/);
      // Page 1's refresh stopped when the page was left, so the only report to come is page 2's, after its retries.
      const pageTwoGaveUp = gaveUp();
      await expect.poll(() => titles(page)).toEqual(titlesOf(posts.slice(20, 40)));
      await pageTwoGaveUp;
      // No request for page 1 once page 2 has asked: leaving a page stops its refresh, retries included.
      const requests = await scenario.requests();
      const firstForPageTwo = requests.findIndex((path) => /[?&]page=2(&|$)/.test(path));
      expect(firstForPageTwo).toBeGreaterThanOrEqual(0);
      expect(
        requests.slice(firstForPageTwo).every((path) => /[?&]page=2(&|$)/.test(path)),
        requests.join('\n'),
      ).toBe(true);
      consoleErrors.splice(0);
    });

    await test.step('page 2 keeps its posts when the refresh fails', async () => {
      const failed = gaveUp();
      await gotoHydrated(page, '/blog/page/2');
      await failed;
      expect(await titles(page)).toEqual(titlesOf(posts.slice(20, 40)));
      consoleErrors.splice(0);
    });

    await test.step('an archive asks with category=, and a failed refresh keeps the pre-rendered page', async () => {
      const before = (await scenario.requests()).length;
      const failed = gaveUp();
      await gotoHydrated(page, '/blog/category/gov');
      await failed;
      expect(await titles(page)).toEqual(titlesOf(gov).slice(0, 20));
      const archive = (await scenario.requests()).slice(before);
      expect(archive.length).toBeGreaterThan(0);
      expect(archive.every((path) => /[?&]category=gov/.test(path))).toBe(true);
      consoleErrors.splice(0);
    });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the pages and the archives are plain links, and /blog/page/1 still goes to /blog', async ({ page, request }) => {
    const posts = await apiPosts(request);
    await page.goto('/blog');
    await pagesNav(page).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    expect(await titles(page)).toEqual(titlesOf(posts.slice(20, 40)));
    await page.goto('/blog/page/1');
    await expect(page).toHaveURL(/\/blog$/);
  });
});
