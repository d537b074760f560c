import type { Page } from '@playwright/test';
import { articlePath } from '../lib/blog/paths';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { realisticExpectations } from './fake-wpcom/realistic';

// out-realistic/ is built over the fake's realistic data set (e2e/fake-wpcom/README.md): posts in the markup
// WordPress really writes. Every post's words, uploads and embeds must reach its article page, every picture and
// media file must load under the page's policy, no post may make the page wider than the screen, and axe finds
// nothing. One page load per post and width keeps the suite short.
const UPLOADS = '/wp-content/uploads/2026/11/';
const posts = realisticExpectations();

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

/** Loads every image (lazy ones too), audio and video of the article; returns those that failed. */
async function brokenMedia(page: Page, title: string): Promise<string[]> {
  const broken = await page.getByRole('article', { name: title, exact: true }).evaluate(async (article) => {
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
          element.load();
        }),
    );
    return (await Promise.all([...images, ...media])).filter((value): value is string => value !== null);
  });
  return broken;
}

for (const post of posts) {
  test(`post ${post.id} (${post.title}): every word, upload and embed arrives, loads, fits the screen and passes axe`, async ({ page }) => {
    const response = await page.goto(articlePath(post.id, post.rawTitle));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    const article = page.getByRole('article', { name: post.title, exact: true });

    const text = (await article.textContent()) ?? '';
    expect(
      post.words.filter((word) => !text.includes(word)),
      'words missing',
    ).toEqual([]);
    const found = await referencedUploads(page);
    expect(
      post.uploads.filter((file) => !found.has(file)),
      'uploads missing',
    ).toEqual([]);
    if (post.embeds.length > 0) {
      // Before a click, a video is a link to its page on the provider (a Play button once the page has hydrated,
      // carrying the video's id) and any other embed a link to its source.
      const targets = await article
        .locator('a[href], [data-embed-id]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? el.getAttribute('data-embed-id') ?? ''));
      // An embed is named by a URL or a host and path; its last path segment is the video id or the deck.
      const reached = (embed: string) => targets.some((target) => target.includes(embed.split('?')[0]!.split('/').pop()!));
      expect(
        post.embeds.filter((embed) => !reached(embed)),
        'embeds missing',
      ).toEqual([]);
    }

    expect(await brokenMedia(page, post.title), 'media that did not load').toEqual([]);
    // Each picture arrives at most about twice the size it is drawn: `sizes` follows where it sits in the post.
    const oversized = await article.evaluate((el) =>
      Array.from(el.querySelectorAll<HTMLImageElement>('img[srcset]'))
        .filter((img) => img.clientWidth > 0 && img.naturalWidth > Math.max(2 * img.clientWidth * devicePixelRatio, 240))
        .map((img) => `${img.currentSrc}: ${img.naturalWidth} px for ${img.clientWidth} px`),
    );
    expect(oversized, 'images fetched far wider than drawn').toEqual([]);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth, 'page width').toBeLessThanOrEqual(innerWidth);
    await expectNoAxeViolations(page);
  });
}
