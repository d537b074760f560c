import type { Page } from '@playwright/test';
import { decode } from 'he';
import { apiDate, apiPosts, shown, useScenario, type FakePost, type WirePost } from '../test-support/blog.helpers';
import { expect, gotoHydrated, test } from '../test-support/fixtures';

// The build's data is the fake API's default set (dev-services/fake-wpcom/data.ts): 4101 is tagged STIG and
// FIPS 140-2, 4102 'Ceph &amp; Rook' and GitOps, the 22 newest fillers Runbooks (two archive pages: 20 and 2),
// the fillers on GPU node taints GPU; the other posts have no tags.
type Tag = { name: string; slug: string };
type TaggedPost = WirePost & { tags: Record<string, Tag> };

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const titles = (page: Page) => cards(page).getByRole('heading', { level: 2 }).allTextContents();
const titlesOf = (posts: WirePost[]) => posts.map((post) => shown(post).title);
const pagesNav = (page: Page, tag: string) => page.getByRole('navigation', { name: `Pages of posts tagged ${tag}` });

/** The API's tags with their posts, in the API's order. */
async function tagsOf(request: import('@playwright/test').APIRequestContext) {
  const posts = (await apiPosts(request)) as TaggedPost[];
  const tags = new Map<string, { name: string; posts: TaggedPost[] }>();
  for (const post of posts)
    for (const tag of Object.values(post.tags)) {
      const entry = tags.get(tag.slug) ?? { name: decode(tag.name), posts: [] };
      entry.posts.push(post);
      tags.set(tag.slug, entry);
    }
  return tags;
}

test.describe.configure({ timeout: 60_000 });

test.describe('tag archives', () => {
  test(
    'each tag archive lists exactly its posts across its pages, is indexable and in the sitemap; /page/1 goes to the archive',
    { tag: '@one-width' },
    async ({ page, request }) => {
      const tags = await tagsOf(request);
      expect(tags.size).toBeGreaterThanOrEqual(5);
      expect(tags.get('runbooks')?.posts).toHaveLength(22);

      for (const [slug, tag] of tags) {
        await test.step(`/blog/tag/${slug} walks exactly its ${tag.posts.length} posts by rel=next`, async () => {
          await page.goto(`/blog/tag/${slug}`);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(tag.name);
          await expect(page).toHaveTitle(`Posts tagged ${tag.name} | Granite Peak Systems`);
          await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
          expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`http://localhost:3000/blog/tag/${slug}`);
          const seen: string[] = [];
          for (let number = 2; ; number += 1) {
            seen.push(...(await titles(page)));
            const next = pagesNav(page, tag.name).locator('a[rel="next"]');
            if ((await next.count()) === 0) break;
            await next.click();
            await expect(pagesNav(page, tag.name).locator('[aria-current="page"]')).toHaveText(String(number));
          }
          expect(seen).toEqual(titlesOf(tag.posts));
        });
      }

      await test.step('the archive decodes an entity in a tag name', async () => {
        expect(tags.get('ceph-rook')?.name).toBe('Ceph & Rook');
      });

      await test.step('/blog/tag/runbooks/page/1 is not a copy of the archive: it goes there', async () => {
        await page.goto('/blog/tag/runbooks/page/1');
        await expect(page).toHaveURL(/\/blog\/tag\/runbooks$/);
      });

      await test.step('an unknown tag is a 404', async () => {
        expect((await request.get('/blog/tag/no-such-tag')).status()).toBe(404);
      });

      await test.step('the sitemap lists every page of every tag archive, never a /page/1', async () => {
        const sitemap = await (await request.get('/sitemap.xml')).text();
        for (const slug of tags.keys()) expect(sitemap).toContain(`<loc>http://localhost:3000/blog/tag/${slug}</loc>`);
        expect(sitemap).toContain('<loc>http://localhost:3000/blog/tag/runbooks/page/2</loc>');
        expect(sitemap).not.toContain('/blog/tag/runbooks/page/3<');
        expect(sitemap).not.toContain('/page/1<');
      });
    },
  );

  // The links a reader clicks, at both widths (the tag list wraps at 375 px).
  test('an article links its tags, and a tag leads to its archive @mobile', async ({ page, request }) => {
    const tags = await tagsOf(request);
    const stig = (await apiPosts(request)).find((post) => post.ID === 4101)!;
    await gotoHydrated(page, shown(stig).href);
    const list = page.getByRole('article').getByRole('list', { name: 'Tags' });
    await expect(list.getByRole('link')).toHaveText(['STIG', 'FIPS 140-2']);
    await expect(list.getByRole('link', { name: 'STIG' })).toHaveAttribute('href', '/blog/tag/stig');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await list.getByRole('link', { name: 'FIPS 140-2' }).click();
    await expect(page).toHaveURL(/\/blog\/tag\/fips-140-2$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FIPS 140-2');
    expect(await titles(page)).toEqual(titlesOf(tags.get('fips-140-2')!.posts));
    await expect(page.getByRole('article', { name: shown(stig).title, exact: true })).toBeVisible();
  });

  test('an article without tags shows no tag list', { tag: '@one-width' }, async ({ page, request }) => {
    const untagged = ((await apiPosts(request)) as TaggedPost[]).find((post) => Object.keys(post.tags).length === 0)!;
    await page.goto(shown(untagged).href);
    await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tags' })).toHaveCount(0);
  });

  test(
    'a tag archive refreshes in the browser with tag={slug} and shows a post tagged after the build',
    { tag: '@one-width' },
    async ({ page, request }) => {
      const post: FakePost = { ID: 5201, title: 'Newly tagged GPU post', date: apiDate(new Date()), tags: ['GPU'] };
      const scenario = await useScenario(page, request, { posts: [post] });
      await gotoHydrated(page, '/blog/tag/gpu');
      await expect(cards(page).first().getByRole('heading', { level: 2 })).toHaveText('Newly tagged GPU post');
      expect(await scenario.requests()).toContainEqual(expect.stringMatching(/[?&]tag=gpu(&|$)/));
    },
  );
});
