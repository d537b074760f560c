import { apiDate, apiPosts, shown, useScenario } from '../test-support/blog.helpers';
import { expect, expectNoAxeViolations, expectOnlyThe404, gotoHydrated, test } from '../test-support/fixtures';

// The build's data: the fake API's default set (dev-services/fake-wpcom/data.ts). 4101 is a Gov post with a featured
// image; 4102 has an encoded title (&#8217;, &amp;) and no image.
const STIG = { id: 4101, title: 'Hardening FKP clusters for a STIG audit', href: '/blog/4101/hardening-fkp-clusters-for-a-stig-audit' };
const VITRO = {
  id: 4102,
  title: 'What’s new in Vitro: Ceph & GitOps, together',
  href: "/blog/4102/what's-new-in-vitro-ceph-amp-gitops-together",
};

const cards = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('article');
const card = (page: import('@playwright/test').Page, title: string) => page.getByRole('article', { name: title, exact: true });

// /blog is the first page of 20 (the API's page size); e2e/blog-pages.spec.ts walks the other pages.
/** The list page that shows a post: /blog for the newest 20, then /blog/page/N. */
const listPageOf = (posts: readonly { ID: number }[], id: number) => {
  const page = Math.floor(posts.findIndex((post) => post.ID === id) / 20) + 1;
  return page === 1 ? '/blog' : `/blog/page/${page}`;
};
const firstPage = async (request: import('@playwright/test').APIRequestContext) => (await apiPosts(request)).slice(0, 20);

// Most tests are several of the old ones in steps, each with a page load: room for that on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

test.describe('the blog list', () => {
  // Everything a reader sees on /blog, on one load, at 1280 px: no step reads the layout (the cards' reflow at
  // 375 px is the sweeps': axe-pages, no-javascript, the 320 px reflow). Its first render's axe scan is axe-pages.spec.ts's.
  test('shows the newest 20 posts with their images, stickers, dates and excerpts', async ({ page, request }) => {
    const all = await apiPosts(request);
    const posts = all.slice(0, 20);
    await gotoHydrated(page, '/blog');

    await test.step('shows the newest 20 posts of the API in the API order, titles decoded, each linking to its article', async () => {
      expect(all.length).toBeGreaterThanOrEqual(45);
      await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
      await expect(cards(page)).toHaveCount(20);
      const headings = await cards(page).getByRole('heading', { level: 2 }).allTextContents();
      expect(headings).toEqual(posts.map((post) => shown(post).title));

      const vitro = card(page, VITRO.title);
      await expect(vitro.getByRole('link', { name: VITRO.title, exact: true })).toHaveAttribute('href', VITRO.href);
      await expect(vitro.getByRole('link', { name: /^Read More/ })).toHaveAttribute('href', VITRO.href);
      await expect(vitro.locator('h2')).not.toContainText(/&(amp|#8217);/);
    });

    await test.step('shows the featured image only where the post has one', async () => {
      await expect(card(page, STIG.title).locator('img')).toHaveCount(1);
      await expect(card(page, VITRO.title).locator('img')).toHaveCount(0);
      const withImages = posts.filter((post) => post.featured_image !== '').length;
      await expect(cards(page).locator('img')).toHaveCount(withImages);
    });

    await test.step("puts the 'Gov Related' sticker on Gov posts only", async () => {
      const gov = posts.filter((post) => 'Gov' in post.categories);
      expect(gov.length).toBeGreaterThan(1);
      await expect(card(page, STIG.title).getByText('Gov Related', { exact: true })).toBeVisible();
      await expect(card(page, VITRO.title).getByText('Gov Related')).toHaveCount(0);
      const stickered = cards(page).filter({ has: page.getByText('Gov Related', { exact: true }) });
      await expect(stickered.getByRole('heading', { level: 2 })).toHaveText(gov.map((post) => shown(post).title));
    });

    await test.step('dates read in en-US, with a machine-readable time', async () => {
      const published = card(page, STIG.title).getByText(/^Published on/);
      await expect(published).toHaveText('Published on June 12, 2025');
      await expect(published.locator('time')).toHaveAttribute('datetime', '2025-06-12T09:30:00-04:00');
    });

    await test.step('renders the excerpt as HTML', async () => {
      const excerpt = card(page, STIG.title).locator('p', { hasText: 'A walkthrough of the DISA STIG controls' });
      await expect(excerpt).toBeVisible();
      await expect(card(page, STIG.title)).not.toContainText('<p>');
    });
  });

  // One scenario for the posts that changed after the build: the list, the article and the client fallback read
  // the same changes. 5002 is dated a minute earlier than 5001, so 5001 stays the newest card.
  test(
    'a post published after the build appears, a changed post is updated, and a post newer than the build opens at its own address',
    { tag: '@one-width' },
    async ({ page, request, consoleErrors }) => {
      const now = Date.now();
      const fresh = {
        ID: 5001,
        title: 'Fresh from the API: FKP 4.1 &amp; FIPS',
        date: apiDate(new Date(now)),
        excerpt: '<p>Published after the build.</p>',
      };
      const newer = {
        ID: 5002,
        title: 'Newer than the build',
        date: apiDate(new Date(now - 60_000)),
        content: '<p>Rendered by the fallback.</p>',
      };
      // WordPress moves `modified` on every edit; the list replaces a card only when it moved.
      const edited = {
        ID: VITRO.id,
        title: 'Vitro 3.3: Ceph &amp; GitOps',
        modified: apiDate(new Date(now)),
        content: '<p>Rewritten after the build.</p>',
      };
      await useScenario(page, request, { posts: [fresh, newer, edited] });

      await test.step('a post published after the build appears, and a changed post is updated', async () => {
        await gotoHydrated(page, '/blog');
        const first = cards(page).first();
        await expect(first.getByRole('heading', { level: 2 })).toHaveText('Fresh from the API: FKP 4.1 & FIPS');
        await expect(card(page, 'Vitro 3.3: Ceph & GitOps')).toBeVisible();
        await expect(card(page, VITRO.title)).toHaveCount(0);

        // The new post has no file in this build: the static host's 404 page hands it to the client fallback.
        await first.getByRole('link', { name: /^Read More/ }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Fresh from the API: FKP 4.1 & FIPS' })).toBeVisible();
        await expect(page).toHaveURL(/\/blog\/5001\/fresh-from-the-api-fkp-41-amp-fips$/);
        await expect(page.getByText('Published after the build.')).toHaveCount(0); // the excerpt is not the content
        expectOnlyThe404(consoleErrors);
      });

      await test.step('shows an edit made after the build', async () => {
        await gotoHydrated(page, VITRO.href);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vitro 3.3: Ceph & GitOps');
        await expect(page.getByText('Rewritten after the build.')).toBeVisible();
      });

      await test.step('a post newer than the build opens at its own address, Loading... first', async () => {
        // Hold the article request so the loading state can be seen.
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/rest/v1/sites/*/posts/5002*', async (route) => {
          await held;
          await route.fallback();
        });
        await page.goto('/blog/5002/newer-than-the-build');
        await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog article');
        release();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newer than the build');
        await expect(page.getByText('Rendered by the fallback.')).toBeVisible();
        await expect(page).toHaveURL(/\/blog\/5002\/newer-than-the-build$/);
        // Only the article is the fallback's; the header and footer are every page's (axe-pages.spec.ts).
        await expectNoAxeViolations(page, 'main');
        expectOnlyThe404(consoleErrors);
      });
    },
  );

  test(
    'asks the API only for the fields a card shows, and shows a post the API repeats once',
    { tag: '@one-width' },
    async ({ page, request }) => {
      const posts = await apiPosts(request);
      const fresh = { ID: 5004, title: 'Repeated by the API', date: apiDate(new Date()), excerpt: '<p>Once only.</p>' };
      const scenario = await useScenario(page, request, { posts: [fresh], duplicate: true });
      await gotoHydrated(page, '/blog');
      await expect(cards(page).first().getByRole('heading', { level: 2 })).toHaveText(fresh.title);
      await expect(card(page, fresh.title)).toHaveCount(1);
      // /blog shows the API's first page of 20: the new post first, its repeat dropped, one older post pushed off.
      await expect(cards(page)).toHaveCount(Math.min(posts.length + 1, 20));
      const lists = (await scenario.requests()).filter((path) => /\/posts(\?|$)/.test(path));
      expect(lists).toEqual([
        expect.stringMatching(/[?&]fields=ID%2Cdate%2Cmodified%2Ctitle%2Cexcerpt%2Cfeatured_image%2Cpost_thumbnail%2Ccategories(&|$)/),
      ]);
    },
  );

  // One failing API for the list and the article: each page keeps what was pre-rendered, and a post with no
  // pre-rendered page (5003) says it could not be loaded.
  test(
    'when the API fails in the browser: the pre-rendered list and article stay, and a post with no page says it could not be loaded',
    { tag: '@one-width' },
    async ({ page, request, consoleErrors }) => {
      const scenario = await useScenario(page, request, {
        posts: [{ ID: 5003, title: 'Unreachable', date: apiDate(new Date()) }],
        failList: 500,
        failPost: 503,
      });
      const reported = (text: string) =>
        page.waitForEvent('console', { predicate: (message) => message.text().includes(text), timeout: 15_000 });

      await test.step('keeps the pre-rendered list when the API fails in the browser, and says so on the console only', async () => {
        const posts = await firstPage(request);
        const refreshFailed = reported('could not be refreshed');
        await gotoHydrated(page, '/blog');
        await refreshFailed;
        expect((await scenario.requests()).length).toBeGreaterThanOrEqual(1);
        await expect(cards(page)).toHaveCount(posts.length);
        await expect(page.getByRole('main')).not.toContainText('could not');
        expect(consoleErrors.every((text) => /could not be refreshed|status of 500/.test(text))).toBe(true);
        consoleErrors.splice(0);
      });

      await test.step('keeps the pre-rendered article when the refetch fails', async () => {
        const failed = reported('could not be loaded');
        await gotoHydrated(page, STIG.href);
        await failed;
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(STIG.title);
        await expect(page.getByText('could not be reached')).toHaveCount(0);
        consoleErrors.splice(0);
      });

      await test.step('says the article could not be loaded, with a way back, once the fetch gives up', async () => {
        const failed = reported('could not be loaded');
        await page.goto('/blog/5003/unreachable');
        await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
        await failed;
        // Nothing of the post appears, and the page no longer claims to be loading.
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article could not be loaded');
        await expect(page.getByRole('main').getByRole('alert')).toHaveText(/could not be reached/);
        await expect(page.getByText('Loading...')).toHaveCount(0);
        await expect(page.getByRole('link', { name: 'Return to Blog' })).toHaveAttribute('href', '/blog');
        await expect(page).toHaveTitle('Article could not be loaded | Granite Peak Systems');
        // Same structure as the not-found view, which the addresses test below checks with axe.
        expect(consoleErrors.filter((text) => !/could not be loaded|status of 503|status of 404/.test(text))).toEqual([]);
        consoleErrors.splice(0);
      });
    },
  );
});

test.describe('a blog article', () => {
  // What a reader sees and uses on an article, at 1280 px (no step reads the layout; the share row's and header
  // image's reflow at 375 px is the sweeps'): one load of each post, each step's result differing from the one before.
  // The article's first render is scanned by axe-pages.spec.ts.
  test('shows image, title, author, date, content and share links; Copy Link works by click and keyboard and says when it fails; Return to Blog', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Copying fails only while a step asks it to.
    await page.addInitScript(() => {
      const real = navigator.clipboard.writeText.bind(navigator.clipboard);
      const flags = window as unknown as { __clipboardFails: boolean };
      flags.__clipboardFails = false;
      navigator.clipboard.writeText = (text: string) =>
        flags.__clipboardFails ? Promise.reject(new DOMException('denied', 'NotAllowedError')) : real(text);
    });
    const setFailing = (fails: boolean) =>
      page.evaluate((value) => ((window as unknown as { __clipboardFails: boolean }).__clipboardFails = value), fails);
    await gotoHydrated(page, STIG.href);
    const article = page.getByRole('article', { name: STIG.title });
    const status = page.getByRole('status');
    const copy = page.getByRole('button', { name: 'Copy Link' });

    await test.step('shows image, title, author, date, share links, content', async () => {
      await expect(article.getByRole('heading', { level: 1 })).toHaveText(STIG.title);
      await expect(article.locator('header img')).toHaveCount(1);
      await expect(article.getByText('Author: Priya Raman')).toBeVisible();
      await expect(article.getByText('Published on June 12, 2025')).toBeVisible();
      // WordPress's markup survives sanitising: headings, a figure with its caption, code, a table.
      await expect(article.getByRole('heading', { level: 2, name: 'Controls we automate' })).toBeVisible();
      await expect(article.getByRole('figure')).toContainText('Evidence flows from the cluster to the audit bucket.');
      await expect(article.getByRole('img', { name: 'Evidence flow from cluster to auditor' })).toHaveAttribute('srcset', /800w/);
      await expect(article.locator('pre code')).toHaveText('fkp audit run --profile stig --output evidence.json');
      await expect(article.getByRole('table')).toBeVisible();
      // A link that opened a new tab without rel gets one.
      await expect(article.getByRole('link', { name: 'the documentation' })).toHaveAttribute('rel', /noopener/);
    });

    await test.step('Copy Link copies the address and announces it', async () => {
      await copy.click();
      await expect(status).toHaveText('Link copied to clipboard!');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    });

    await test.step('Copy Link says when copying fails, and each result replaces the other', async () => {
      await setFailing(true);
      await copy.click();
      await expect(status).toHaveText('Copy failed. Please select the link and copy it manually.');
      await setFailing(false);
      await copy.click();
      await expect(status).toHaveText('Link copied to clipboard!');
      await setFailing(true);
      await copy.click();
      await expect(status).toHaveText('Copy failed. Please select the link and copy it manually.');
      await setFailing(false);
    });

    await test.step('share links and Copy Link are reached and used from the keyboard alone', async () => {
      // The clipboard still holds the address from the steps above: empty it so the keyboard's copy shows.
      await page.evaluate(() => navigator.clipboard.writeText(''));
      await page.getByRole('link', { name: /^Share on LinkedIn/ }).focus();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: /^Share on X/ })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(copy).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(status).toHaveText('Link copied to clipboard!');
      // The announcement does not take focus away: the visitor goes on from where they were.
      await expect(copy).toBeFocused();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    });

    await test.step('Return to Blog, and the article follows its id when it changes without a page load', async () => {
      await article.getByRole('link', { name: 'Return to Blog' }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
      await card(page, VITRO.title).getByRole('link', { name: VITRO.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${encodeURI(VITRO.href).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(VITRO.title);
      await expect(page.getByText('Storage changes now go through pull requests & reviews.')).toBeVisible();
    });

    await test.step('has no image when the post has no featured image', async () => {
      await gotoHydrated(page, VITRO.href);
      const vitro = page.getByRole('article', { name: VITRO.title });
      await expect(vitro.getByRole('heading', { level: 1 })).toHaveText(VITRO.title);
      await expect(vitro.locator('img')).toHaveCount(0);
    });

    await test.step('share links open the networks in a new tab with this page’s address', async () => {
      const here = encodeURIComponent(page.url());
      const linkedIn = page.getByRole('link', { name: /^Share on LinkedIn/ });
      const x = page.getByRole('link', { name: /^Share on X/ });
      await expect(linkedIn).toHaveAttribute('href', `https://www.linkedin.com/sharing/share-offsite/?url=${here}`);
      await expect(x).toHaveAttribute('href', `https://x.com/intent/tweet?url=${here}`);
      for (const link of [linkedIn, x]) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      }
    });
  });

  // Addresses and a hostile title, from the build's own data (no scenario). An article's head and JSON-LD, the
  // feed's newest posts and the sitemap's articles are read from the export: e2e/artifacts/head.test.ts.
  test(
    'any address of a post reaches it, an unknown id says not found, and a hostile title stays text in the page, its head and the feed',
    { tag: '@one-width' },
    async ({ page, request, consoleErrors }) => {
      const posts = await apiPosts(request);

      await test.step('a stale slug still reaches the post, and the address is corrected', async () => {
        await page.goto('/blog/4101/an-old-title');
        await expect(page.getByRole('heading', { level: 1, name: STIG.title })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${STIG.href}$`));
        await expect(page).toHaveTitle(`${STIG.title} | Granite Peak Systems`);
        expectOnlyThe404(consoleErrors);
      });

      await test.step('an id the API does not know shows a clear not-found message', async () => {
        await page.goto('/blog/999999/no-such-post');
        await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Return to Blog' })).toHaveAttribute('href', '/blog');
        // Only the article is the fallback's; the header and footer are every page's (axe-pages.spec.ts).
        await expectNoAxeViolations(page, 'main');
        // The static host's 404 for the address, then the API's 404 unknown_post for the id.
        expect(consoleErrors).toEqual([expect.stringContaining('status of 404'), expect.stringContaining('status of 404')]);
        consoleErrors.splice(0);
      });

      await test.step('an article with a 300-character title is exported under a shortened slug and opens by its id', async () => {
        const long = posts.find((post) => post.title.length >= 300);
        expect(long, 'the default data holds a post with a 300-character title').toBeDefined();
        const { title, href } = shown(long!);
        expect(href.length).toBeLessThan(130);
        await gotoHydrated(page, listPageOf(posts, long!.ID));
        await card(page, title)
          .getByRole('link', { name: /^Read More/ })
          .click();
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        // Any other slug reaches it by id too (through the 404 fallback), and the address is corrected.
        await page.goto(`/blog/${long!.ID}/operations-notebook-20`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        expectOnlyThe404(consoleErrors);
      });

      await test.step('a script-breakout title from the build stays text in the page, its JSON-LD, its meta tags and the feed', async () => {
        const post = posts.find((candidate) => candidate.title.includes('</script><script>'));
        expect(post, 'the default data holds a script-breakout title').toBeDefined();
        const { title, href } = shown(post!);
        await gotoHydrated(page, href);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page).toHaveTitle(`${title} | Granite Peak Systems`);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
        const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
        const posting = jsonLd
          .map((text) => JSON.parse(text) as { '@type': string; headline?: string })
          .find((data) => data['@type'] === 'BlogPosting');
        expect(posting?.headline).toBe(title);
        // No script element was opened by the title (the framework's own payload carries it as a JSON string).
        expect(
          await page
            .locator('script')
            .evaluateAll((nodes) => nodes.filter((node) => node.textContent?.trim().startsWith('window.__xss')).length),
        ).toBe(0);
        expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();

        await gotoHydrated(page, listPageOf(posts, post!.ID));
        await expect(card(page, title)).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();

        const feed = await (await request.get('/blog/feed.xml')).text();
        expect(feed).toContain(
          '<title>Operations notebook #19: &lt;/script&gt;&lt;script&gt;window.__xss=&quot;title&quot;&lt;/script&gt;</title>',
        );
      });
    },
  );
});

test.describe('a de-DE visitor', { tag: '@one-width' }, () => {
  test.use({ locale: 'de-DE' });

  test('reads dates in German on the list and the article, without a hydration warning', async ({ page }) => {
    await gotoHydrated(page, '/blog');
    await expect(card(page, STIG.title).getByText(/^Published on/)).toHaveText('Published on 12. Juni 2025');
    await gotoHydrated(page, STIG.href);
    await expect(page.getByText(/^Published on/)).toHaveText('Published on 12. Juni 2025');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list and the article are readable from the pre-rendered HTML', async ({ page, request }) => {
    const posts = (await apiPosts(request)).slice(0, 20);
    await page.goto('/blog');
    await expect(cards(page)).toHaveCount(posts.length);
    await expect(card(page, STIG.title).locator('time')).toHaveText('June 12, 2025');
    await page.goto(STIG.href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(STIG.title);
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Share on LinkedIn/ })).toHaveAttribute('href', /linkedin\.com.*url=http/);
  });
});

test(
  'hostile markup from the API executes nothing and leaves the page intact',
  { tag: '@one-width' },
  async ({ page, request, consoleErrors }) => {
    await useScenario(page, request, { hostile: true });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await gotoHydrated(page, '/blog');
    const title = 'Markup that must stay inert: <script>alert(1)</script>';
    const hostileCard = card(page, title);
    await expect(hostileCard).toBeVisible();
    await hostileCard.locator('p').first().hover();

    await hostileCard.getByRole('link', { name: /^Read More/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const content = page.getByRole('article');
    await expect(content.getByText('Everything below is hostile')).toBeVisible();
    await expect(content.locator('script, iframe, style, form, [onerror], [onload], [onmouseover]')).toHaveCount(0);
    await expect(content.getByText('A javascript: link')).toBeVisible();
    await expect(content.locator('[href^="javascript:" i], [src^="javascript:" i]')).toHaveCount(0);
    await expect(page.getByText('Author: Red Team <b>bot</b>')).toBeVisible();
    await expect(page.locator('body')).toBeVisible();
    await expect(page.locator('[id="main"]')).toHaveCount(1);
    await expect(content.getByText('full-page overlay')).not.toHaveCSS('position', 'fixed');
    await page.waitForTimeout(300); // room for a deferred handler to fire, if any had survived

    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    // Parsing the markup makes the browser report the inline handlers the page's policy blocks; nothing runs.
    expect(consoleErrors.filter((text) => !/Content Security Policy|status of 404/.test(text))).toEqual([]);
    consoleErrors.splice(0);
  },
);
