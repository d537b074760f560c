import { expect, test, type Page } from '@playwright/test';
import { articlePath } from '../lib/blog/paths';
import { realisticExpectations } from './support/realistic';

// out-realistic/ is built over the fake's realistic data set (e2e/fake-wpcom/README.md): posts in the markup
// WordPress really writes. Every post's words, uploads and embeds must reach its article page, and no post may
// make the page wider than the screen.
const UPLOADS = '/wp-content/uploads/2026/11/';
const posts = realisticExpectations();

/** Whether the site's sanitiser drops this post's embeds (iframes are forbidden today; that is being changed). */
const EMBEDS_DROPPED = new Set([5041]);
/** Posts with audio or video: the page policy has no media-src, so default-src 'self' blocks the uploads host. */
const MEDIA_BLOCKED = new Set([5014, 5018]);

async function open(page: Page, post: { id: number; rawTitle: string }) {
  const response = await page.goto(articlePath(post.id, post.rawTitle));
  expect(response?.status()).toBe(200);
}

/** File names of every upload the page references (src, srcset, href, poster), whatever their query. */
async function referencedUploads(page: Page): Promise<Set<string>> {
  const urls = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[src], [srcset], [href], [poster]')).flatMap((el) =>
      ['src', 'srcset', 'href', 'poster'].flatMap((name) =>
        (el.getAttribute(name) ?? '')
          .split(',')
          .map((part) => part.trim().split(/\s+/)[0] ?? '')
          .filter(Boolean),
      ),
    ),
  );
  return new Set(
    urls
      .map((url) => new URL(url, page.url()).pathname)
      .filter((path) => path.startsWith(UPLOADS))
      .map((path) => decodeURIComponent(path.slice(UPLOADS.length))),
  );
}

for (const post of posts) {
  test.describe(`post ${post.id}: ${post.title}`, () => {
    test('every word of its text and every upload reaches the article page', async ({ page }) => {
      await open(page, post);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      const text = (await page.getByRole('article', { name: post.title, exact: true }).textContent()) ?? '';
      expect(post.words.filter((word) => !text.includes(word))).toEqual([]);
      const found = await referencedUploads(page);
      expect(post.uploads.filter((file) => !found.has(file))).toEqual([]);
    });

    test('nothing is wider than the screen', async ({ page }) => {
      await open(page, post);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    });

    test('every image, audio and video of the article loads', async ({ page }) => {
      test.fail(MEDIA_BLOCKED.has(post.id), "the page's CSP has no media-src, so audio and video from the uploads host are blocked");
      await open(page, post);
      const broken = await page.getByRole('article', { name: post.title, exact: true }).evaluate(async (article) => {
        const images = Array.from(article.querySelectorAll('img')).map((img) => {
          img.loading = 'eager';
          return img.decode().then(
            () => null,
            () => img.currentSrc || img.src,
          );
        });
        const media = Array.from(article.querySelectorAll('audio, video')).map(
          (el) =>
            new Promise<string | null>((resolve) => {
              const element = el as HTMLMediaElement;
              element.addEventListener('loadedmetadata', () => resolve(null));
              element.addEventListener('error', () => resolve(element.currentSrc || element.src));
              setTimeout(() => resolve(`${element.src} (timed out)`), 10_000);
              element.preload = 'metadata';
              element.load();
            }),
        );
        return (await Promise.all([...images, ...media])).filter(Boolean);
      });
      expect(broken).toEqual([]);
    });

    if (post.embeds.length > 0) {
      test('every embedded player reaches the article page', async ({ page }) => {
        test.fail(EMBEDS_DROPPED.has(post.id), 'the sanitiser forbids iframes, so oEmbed players are dropped today');
        await open(page, post);
        const sources = await page
          .getByRole('article', { name: post.title, exact: true })
          .locator('iframe[src], a[href]')
          .evaluateAll((els) => els.map((el) => el.getAttribute('src') ?? el.getAttribute('href') ?? ''));
        expect(post.embeds.filter((embed) => !sources.some((source) => source.includes(embed)))).toEqual([]);
      });
    }
  });
}
