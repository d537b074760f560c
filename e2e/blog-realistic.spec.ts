import type { Page } from '@playwright/test';
import { articlePath } from '../lib/blog/paths';
import { expect, expectNoAxeViolations, test } from '../test-support/fixtures';
import { expectNoIbmIssues } from '../test-support/ibm-checker';
import { expectNoPageRuleFindings } from '../test-support/page-rules';
import { chunks, chunkTitle, sweep } from '../test-support/sweep';
import { realisticExpectations } from '../dev-services/fake-wpcom/realistic';

// .test-builds/realistic/ is built over the fake's realistic data set (dev-services/fake-wpcom/README.md): posts in the markup
// WordPress really writes. Every post's words, uploads and embeds must reach its article page, every picture and
// media file must load under the page's policy, no post may make the page wider than the screen, and axe and the
// second opinions beside it (page-rules.ts on every post, IBM's engine on ENGINE_POSTS) find nothing. One page
// load per post and width, and a test per chunk of posts, keep the suite short.
const UPLOADS = '/wp-content/uploads/2026/11/';
const posts = realisticExpectations();

/**
 * The posts checked at 1280 px too: those whose layout or choice of image changes with the width. At 375 px
 * every post is checked (fitting a phone and what a phone downloads matter for all of them); at 1280 px the
 * others lay out as one column of text, the same as at 375 px but wider, so they add nothing there.
 * 5008 pullquotes (alignwide), 5009 tables, 5012 images (left, right, wide, full), 5013 galleries, 5015 covers,
 * 5017 media & text, 5020 columns, 5031-5033 classic floats, fixed-width captions and the gallery shortcode,
 * 5041 embeds, 5051 tiled gallery, 5052 slideshow, 5053 image compare.
 */
const WIDTH_DEPENDENT = new Set([5008, 5009, 5012, 5013, 5015, 5017, 5020, 5031, 5032, 5033, 5041, 5051, 5052, 5053]);

/**
 * The posts IBM's engine checks, at 1280 px (ibm-checker.ts: a second or more a page): 5009's tables of row and
 * column headers, 5034's old toolbar markup (obsolete tags, a titled decorative image, headerless tables, nameless
 * image links, a File block duplicated three times) and 5041's video facades. The page rules check every post.
 */
const ENGINE_POSTS = new Set([5009, 5034, 5041]);

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

const byPath = new Map(posts.map((post) => [articlePath(post.id, post.rawTitle), post]));
// Each chunk runs at both widths (@mobile): it checks its width-dependent posts at 1280 px and all of its posts
// at 375 px.
for (const group of chunks([...byPath.keys()], 8)) {
  test(`posts ${chunkTitle(group)}: every word, upload and embed arrives, loads, fits the screen and passes axe and the page rules @mobile`, async ({
    page,
  }) => {
    const wide = (page.viewportSize()?.width ?? 0) >= 1000;
    const engine = (path: string) => wide && ENGINE_POSTS.has(byPath.get(path)!.id);
    const paths = wide ? group.filter((path) => WIDTH_DEPENDENT.has(byPath.get(path)!.id) || engine(path)) : group;
    // A post took up to 30 s on its own on a busy 2-core machine.
    test.setTimeout(30_000 * Math.max(1, paths.length));
    await sweep(paths, async (path) => {
      const post = byPath.get(path)!;
      const response = await page.goto(path);
      expect.soft(response?.status(), `${post.id} status`).toBe(200);
      if (response?.status() !== 200) return;
      // A video facade is a button, named for the page rules' check, once the page has hydrated.
      if (post.embeds.length > 0) await page.locator('nav[data-hydrated="true"]').waitFor({ state: 'attached' });
      await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      const article = page.getByRole('article', { name: post.title, exact: true });

      const text = (await article.textContent()) ?? '';
      expect
        .soft(
          post.words.filter((word) => !text.includes(word)),
          'words missing',
        )
        .toEqual([]);
      const found = await referencedUploads(page);
      expect
        .soft(
          post.uploads.filter((file) => !found.has(file)),
          'uploads missing',
        )
        .toEqual([]);
      if (post.embeds.length > 0) {
        // Before a click, a video is a link to its page on the provider (a Play button once the page has hydrated,
        // carrying the video's id) and any other embed a link to its source.
        const targets = await article
          .locator('a[href], [data-embed-id]')
          .evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? el.getAttribute('data-embed-id') ?? ''));
        // An embed is named by a URL or a host and path; its last path segment is the video id or the deck.
        const reached = (embed: string) => targets.some((target) => target.includes(embed.split('?')[0]!.split('/').pop()!));
        expect
          .soft(
            post.embeds.filter((embed) => !reached(embed)),
            'embeds missing',
          )
          .toEqual([]);
      }

      expect.soft(await brokenMedia(page, post.title), 'media that did not load').toEqual([]);
      // Each picture arrives at most about twice the size it is drawn: `sizes` follows where it sits in the post.
      const oversized = await article.evaluate((el) =>
        Array.from(el.querySelectorAll<HTMLImageElement>('img[srcset]'))
          .filter((img) => img.clientWidth > 0 && img.naturalWidth > Math.max(2 * img.clientWidth * devicePixelRatio, 240))
          .map((img) => `${img.currentSrc}: ${img.naturalWidth} px for ${img.clientWidth} px`),
      );
      expect.soft(oversized, 'images fetched far wider than drawn').toEqual([]);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect.soft(scrollWidth, 'page width').toBeLessThanOrEqual(innerWidth);
      // The only scan of these posts (axe-pages.spec.ts scans the test build, not .test-builds/realistic/). The header and footer
      // around them are every page's, which axe-pages.spec.ts scans at both widths: the post's main is what is new.
      await test.step('axe', async () => {
        try {
          await expectNoAxeViolations(page, 'main');
        } catch (error) {
          expect.soft(String(error), 'axe').toBe('');
        }
      });
      await expectNoPageRuleFindings(page, String(post.id));
      if (engine(path)) await expectNoIbmIssues(page, String(post.id));
    });
  });
}
