/**
 * The production hosting path in Chromium: Debian's nginx with deploy/nginx.conf over the built export, each page
 * rendered and hydrated through it under the header policy the host adds. Each Playwright worker runs its own
 * nginx on loopback. What nginx answers to plain HTTP (status, files, redirects, headers, caching, compression,
 * dotfiles) and what the pages' policies say is read without a browser: e2e/artifacts/nginx.test.ts and head.test.ts.
 */
import { notFoundContent } from '../content/errors';
import { staticRoutes } from '../lib/site/routes';
import { test as base, expect, expectOnlyThe404, gotoHydrated } from '../test-support/fixtures';
import { exportedBlogPaths, exportedPages, templatePages } from '../test-support/exported-pages';
import { chunkTitle, sweep } from '../test-support/sweep';
import { cspViolations, pendingRequests, recordCspViolations, settleEverything } from '../test-support/csp-browser';
import { ports } from '../test-support/ports';
import { findNginx, startNginx } from '../scripts/build/nginx';
import { buildDir } from '../test-support/builds';

const outDir = buildDir('test');

// A newcomer's machine without nginx skips this file and is told what to install; CI (CI set) installs nginx, so
// there a missing nginx fails every test below instead of passing unnoticed.
base.skip(
  !process.env.CI && findNginx() === null,
  'nginx is not installed: apt-get install nginx (or set NGINX_BIN) to run the deploy tests',
);

const test = base.extend<object, { nginx: { origin: string } }>({
  nginx: [
    async ({}, use, workerInfo) => {
      const server = await startNginx({ root: outDir, port: ports.nginx + workerInfo.parallelIndex });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
});

/** The generated filler articles (dev-services/fake-wpcom/data.ts generatePosts: ids from 3001). */
const FILLER = /^\/blog\/3\d{3}\//;

test.describe('Content-Security-Policy in Chromium', { tag: '@one-width' }, () => {
  test.beforeEach(({ page }) => recordCspViolations(page));

  // The host adds a header policy (frame-ancestors and the object, base and form limits) to each page's own
  // <meta> one. axe-pages.spec.ts holds every page's <meta> policy to everything the page loads; here one page of
  // each template shows the header adds no violation to it, down to every image and every request its scripts make.
  const swept = exportedPages();
  const sample = templatePages();
  test(`${chunkTitle(sample)}: renders and hydrates through nginx with no violation`, async ({ nginx, page }) => {
    test.setTimeout(sample.length * 15_000);
    const pending = pendingRequests(page);
    await sweep(sample, async (path) => {
      // Hydration runs the inline bootstrap and payload scripts: it only completes if their hashes match.
      await gotoHydrated(page, nginx.origin + path);
      await expect.soft(page.locator('h1'), path).toHaveCount(1);
      await settleEverything(page, pending);
      expect.soft(await cspViolations(page), path).toEqual([]);
    });
  });

  // The rest are blog pages no sweep visits: the special pages (/blog/article, /blog/drafts and any list page the
  // sweeps skip) load in Chromium through nginx; the other generated filler articles share the swept filler's
  // template and the shape of its text, so each is held to the build's policy statically instead (its policy is the
  // swept filler's but for the script hashes, and those are exactly its own inline scripts'): e2e/artifacts/head.test.ts.
  const others = [...staticRoutes, ...exportedBlogPaths()].filter((path) => !swept.includes(path));
  const sweptFiller = swept.find((path) => FILLER.test(path));
  const loadedOthers = others.filter((path) => !(sweptFiller && FILLER.test(path)));

  test(`the other ${loadedOthers.length} blog pages no sweep loads hydrate with no violation`, async ({ nginx, page }) => {
    test.setTimeout(30_000 + loadedOthers.length * 5_000);
    expect(
      others.every((path) => path.startsWith('/blog/')),
      others.join(', '),
    ).toBe(true);
    await sweep(loadedOthers, async (path) => {
      await gotoHydrated(page, nginx.origin + path);
      await expect.soft(page.locator('h1'), path).toHaveCount(1);
      expect.soft(await cspViolations(page), path).toEqual([]);
    });
  });

  // Which paths get the 404 page with status 404: e2e/artifacts/nginx.test.ts.
  test('the 404 page: status 404 and hydrates with no violation', async ({ nginx, page, consoleErrors }) => {
    const response = await gotoHydrated(page, `${nginx.origin}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: notFoundContent.title })).toBeVisible();
    expectOnlyThe404(consoleErrors);
    expect(await cspViolations(page)).toEqual([]);
  });

  // The policy as written (ahead of every script, its sources) is read from the files: e2e/artifacts/head.test.ts.
  test('the page policy refuses a script injected into the page', async ({ nginx, page, consoleErrors }) => {
    await test.step('refuses a script injected into the page', async () => {
      await gotoHydrated(page, `${nginx.origin}/about`);
      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true;';
        document.body.append(script);
        return (window as unknown as { __injected?: boolean }).__injected === true;
      });
      expect(ran).toBe(false);
      await expect.poll(() => cspViolations(page)).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
      expect(consoleErrors).toEqual([expect.stringContaining('Content Security Policy')]);
      consoleErrors.splice(0);
    });
  });

  test('refuses to be framed by another site', async ({ nginx, page, consoleErrors }) => {
    // The framing document must come from a real loopback server (Chrome keeps documents of unknown address
    // space from framing local ones): the fake blog API's health check is one, with no policy of its own.
    await page.route(`http://127.0.0.1:${ports.wpcom}/favicon.ico`, (route) => route.fulfill({ status: 204 }));
    await page.goto(`http://127.0.0.1:${ports.wpcom}/__health`);
    const frameUrl = async (src: string) => {
      await page.evaluate(
        (url) =>
          new Promise<void>((resolve) => {
            const frame = document.createElement('iframe');
            frame.title = 'framed page';
            frame.addEventListener('load', () => resolve(), { once: true });
            frame.src = url;
            document.body.append(frame);
          }),
        src,
      );
      return page.frames().at(-1)?.url();
    };
    // Control: the same page from a server without the header does load in a frame.
    expect(await frameUrl(`http://127.0.0.1:${ports.site}/about`)).toBe(`http://127.0.0.1:${ports.site}/about`);
    expect(await frameUrl(`${nginx.origin}/about`)).toMatch(/^chrome-error:/);
    await expect.poll(() => consoleErrors).toEqual([expect.stringContaining(`directive: "frame-ancestors 'none'"`)]);
    consoleErrors.splice(0);
  });
});
