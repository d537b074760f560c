/**
 * The production hosting path: Debian's nginx with deploy/nginx.conf over the built out/, checked the way a
 * browser and a CDN see it. Each Playwright worker runs its own nginx on loopback.
 */
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { notFoundContent } from '../content/errors';
import { staticRoutes } from '../lib/routes';
import { test as base, expect, expectOnlyThe404, gotoHydrated } from '../test-support/fixtures';
import { exportedHtml, exportedPages, templatePages } from '../test-support/exported-pages';
import { chunkTitle, sweep } from '../test-support/sweep';
import { policyDirective, sha256Source } from '../test-support/csp';
import { cspViolations, pendingRequests, recordCspViolations, settleEverything } from '../test-support/csp-browser';
import { ports } from '../test-support/ports';
import { CACHE_CONTROL, NO_STORE_PATHS, SECURITY_HEADERS } from '../deploy/headers';
import { findNginx, startNginx } from '../scripts/build/nginx';
import { precompress } from '../scripts/build/precompress';
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

type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** A plain HTTP GET that sends only the headers given and leaves the body as the server sent it. */
function fetchRaw(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

const outFile = (path: string) => readFileSync(join(outDir, path));

/** The first script and stylesheet the home page loads: real content-hashed build output. */
function buildAssets() {
  const html = outFile('index.html').toString();
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  const stylesheet = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1];
  if (!script || !stylesheet) throw new Error('out/index.html references no /_next/static script or stylesheet');
  return { script, stylesheet };
}

/**
 * Blog pages in the export (articles, list pages, category archives), as URLs; not the /page/1 addresses,
 * which only refresh to their list's first page.
 */
function articlePaths(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return walk(path);
      return name.endsWith('.html') ? [`/${relative(outDir, path).slice(0, -'.html'.length)}`] : [];
    });
  return walk(join(outDir, 'blog')).filter((path) => !/\/page\/1$/.test(path));
}

// What every response must carry: exactly deploy/headers.ts's headers, which the nginx snippet is generated from
// (deploy/headers.test.ts pins the values themselves).
const securityHeaders: Record<string, string> = Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key.toLowerCase(), value]));

function expectSecurityHeaders(headers: IncomingHttpHeaders) {
  expect(Object.keys(securityHeaders).length).toBeGreaterThanOrEqual(7);
  expect(headers).toMatchObject(securityHeaders);
  const permissions = headers['permissions-policy'] ?? '';
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) {
    expect(permissions).toContain(feature);
  }
}

// The host's headers, caching and each page's CSP do not depend on the viewport (the same scripts load at every
// width): one width.
test.describe('nginx over the static export', { tag: '@one-width' }, () => {
  // Plain HTTP requests to the worker's nginx, each leaving it as it was: one test, a step per behaviour.
  test('answers pages, redirects, headers, caching and compression as the host must', async ({ nginx }) => {
    await test.step('answers each page at its clean URL and at its .html file', async () => {
      for (const [path, file] of [
        ['/', 'index.html'],
        ['/about', 'about.html'],
        ['/about.html', 'about.html'],
        ['/blog', 'blog.html'],
        ['/blog.html', 'blog.html'],
      ] as const) {
        const res = await fetchRaw(nginx.origin + path);
        expect(res.status, path).toBe(200);
        expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8');
        expect(res.body.equals(outFile(file)), `${path} serves out/${file}`).toBe(true);
      }
    });

    await test.step('redirects a trailing slash to the page, keeping the query', async () => {
      const res = await fetchRaw(`${nginx.origin}/about/?ref=mail`);
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe('/about?ref=mail');
      expectSecurityHeaders(res.headers);
    });

    await test.step('never redirects off the origin, whatever the path decodes to', async () => {
      // A browser resolves a Location such as /\evil.example or /<TAB>/evil.example to another host, and another
      // front's slash handling could too: each path must get the 404 page or a same-origin redirect.
      for (const path of ['/%5Cevil.example/', '/%09/evil.example/', '//evil.example/', '/%2F%2Fevil.example/', '/%5C%5Cevil.example/']) {
        const res = await fetchRaw(nginx.origin + path);
        const location = res.headers.location;
        if (location === undefined) {
          expect(res.status, path).toBe(404);
          expect(res.body.equals(outFile('404.html')), `${path} serves out/404.html`).toBe(true);
        } else {
          expect(res.status, path).toBe(301);
          expect(location, path).toMatch(/^\/[^/\\]/);
          expect(location, path).not.toMatch(/[\\\u0000-\u001f\u007f]/);
          expect(new URL(location, nginx.origin).origin, path).toBe(nginx.origin);
        }
      }
    });

    await test.step('sends the security headers with pages, build assets and the 404 page', async () => {
      const { script, stylesheet } = buildAssets();
      for (const path of ['/', '/contact', '/blog', script, stylesheet, '/icon.svg', '/no-such-page']) {
        const res = await fetchRaw(nginx.origin + path);
        expectSecurityHeaders(res.headers);
      }
    });

    await test.step('lets browsers keep hashed build output for a year and pages for five minutes', async () => {
      const { script, stylesheet } = buildAssets();
      for (const path of [script, stylesheet]) {
        const res = await fetchRaw(nginx.origin + path);
        expect(res.status, path).toBe(200);
        expect(res.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
      }
      for (const path of ['/', '/about', '/about.html', '/blog', '/robots.txt']) {
        const res = await fetchRaw(nginx.origin + path);
        expect(res.headers['cache-control'], path).toBe('public, max-age=300, must-revalidate');
        expect(res.headers.etag, path).toBeTruthy();
      }
      // A missing file must not be remembered for a year, or the next deploy could not fill the gap.
      const missing = await fetchRaw(`${nginx.origin}/_next/static/chunks/missing.js`);
      expect(missing.headers['cache-control']).toBeUndefined();
    });

    await test.step('never lets the drafts preview be cached, at its clean URL or its .html file', async () => {
      for (const path of NO_STORE_PATHS.flatMap((route) => [route, `${route}.html`, `${route}?id=7001`])) {
        const res = await fetchRaw(nginx.origin + path);
        expect(res.status, path).toBe(200);
        expect(res.headers['cache-control'], path).toBe(CACHE_CONTROL.noStore);
        expectSecurityHeaders(res.headers);
      }
    });

    await test.step('compresses HTML, JavaScript and CSS for clients that accept gzip', async () => {
      const { script, stylesheet } = buildAssets();
      for (const [path, file] of [
        ['/about', 'about.html'],
        [script, script.slice(1)],
        [stylesheet, stylesheet.slice(1)],
      ] as const) {
        const gzipped = await fetchRaw(nginx.origin + path, { 'Accept-Encoding': 'gzip' });
        expect(gzipped.headers['content-encoding'], path).toBe('gzip');
        expect(gzipped.headers.vary, path).toBe('Accept-Encoding');
        expect(gzipped.body.length, path).toBeLessThan(outFile(file).length / 2);
        expect(gunzipSync(gzipped.body).equals(outFile(file)), path).toBe(true);

        const plain = await fetchRaw(nginx.origin + path);
        expect(plain.headers['content-encoding'], path).toBeUndefined();
        expect(plain.body.equals(outFile(file)), path).toBe(true);
      }
    });
  });

  // One copy of the export for both: the dotfiles a careless upload might carry, and the precompress step's
  // .gz files (too small, the dotfiles get none), served by one more nginx.
  test('a copy with dotfiles and precompressed files: the 404 page for dotfiles, .gz files as they are', async ({}, testInfo) => {
    const copy = mkdtempSync(join(tmpdir(), 'site-copy-'));
    chmodSync(copy, 0o755); // nginx started as root reads as its worker user
    cpSync(outDir, copy, { recursive: true });
    mkdirSync(join(copy, '.git'));
    mkdirSync(join(copy, '.well-known'), { recursive: true });
    writeFileSync(join(copy, '.env'), 'SECRET=do-not-serve\n');
    writeFileSync(join(copy, '.git', 'config'), '[remote "origin"]\n');
    writeFileSync(join(copy, 'blog', '.DS_Store'), 'x');
    writeFileSync(join(copy, '.well-known', 'dotfile-test.txt'), 'well known\n');
    const { files } = precompress(copy);
    expect(files).toBeGreaterThan(10);
    const server = await startNginx({ root: copy, port: ports.nginx + 2 + testInfo.parallelIndex });
    try {
      await test.step('answers dotfiles with the 404 page but still serves /.well-known/', async () => {
        for (const path of ['/.env', '/.git/config', '/%2Eenv', '/blog/.DS_Store', '/.git/']) {
          const res = await fetchRaw(server.origin + path);
          expect(res.status, path).toBe(404);
          expect(res.body.toString(), path).not.toContain('do-not-serve');
          expect(res.body.equals(outFile('404.html')), `${path} serves out/404.html`).toBe(true);
        }
        const wellKnown = await fetchRaw(`${server.origin}/.well-known/dotfile-test.txt`);
        expect(wellKnown.status).toBe(200);
        expect(wellKnown.headers['content-type']).toMatch(/^text\/plain/);
        expect(wellKnown.body.toString()).toBe('well known\n');
        expectSecurityHeaders(wellKnown.headers);
      });

      await test.step('sends precompressed files as they are when the precompress step has written them', async () => {
        const { script } = buildAssets();
        for (const [path, file, status] of [
          ['/about', 'about.html', 200],
          [script, script.slice(1), 200],
          ['/no-such-page', '404.html', 404],
        ] as const) {
          const res = await fetchRaw(server.origin + path, { 'Accept-Encoding': 'gzip' });
          expect(res.status, path).toBe(status);
          expect(res.headers['content-encoding'], path).toBe('gzip');
          // The file written at build time, byte for byte: nginx did not compress this response itself.
          expect(res.body.equals(readFileSync(join(copy, `${file}.gz`))), path).toBe(true);
          expect(gunzipSync(res.body).equals(outFile(file)), path).toBe(true);
          expectSecurityHeaders(res.headers);
        }
      });
    } finally {
      await server.stop();
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

/** The generated filler articles (dev-services/fake-wpcom/data.ts generatePosts: ids from 3001). */
const FILLER = /^\/blog\/3\d{3}\//;

/** The Content-Security-Policy an exported page carries in its <meta>. */
function pagePolicy(route: string): string {
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(exportedHtml(route))?.[1];
  if (!policy) throw new Error(`${route} carries no Content-Security-Policy`);
  return policy.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

/** The texts of a page's inline scripts, but data blocks (JSON-LD): what script-src must allow by hash. */
function inlineScripts(route: string): string[] {
  return [...exportedHtml(route).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs = '']) => !/\bsrc=/.test(attrs) && !/type="application\/ld\+json"/.test(attrs))
    .map(([, , text = '']) => text);
}

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
  // sweeps skip) load in Chromium through nginx; the other generated filler articles share the swept filler's template and
  // the shape of its text, so each is held to the build's policy pass statically: its policy is the swept
  // filler's but for the script hashes, and those are exactly its own inline scripts'.
  const others = [...staticRoutes, ...articlePaths()].filter((path) => !swept.includes(path));
  const sweptFiller = swept.find((path) => FILLER.test(path));
  const staticOthers = sweptFiller ? others.filter((path) => FILLER.test(path)) : [];
  const loadedOthers = others.filter((path) => !staticOthers.includes(path));

  test(`the other ${others.length} blog pages: ${loadedOthers.length} hydrate with no violation, the fillers carry their hashes`, async ({
    nginx,
    page,
  }) => {
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
    await test.step(`the other ${staticOthers.length} filler articles carry the swept filler's policy with their own script hashes`, () => {
      const withoutHashes = (policy: string) => policy.replace(/ 'sha256-[^']+'/g, '');
      const expected = withoutHashes(pagePolicy(sweptFiller!));
      for (const path of staticOthers) {
        const policy = pagePolicy(path);
        expect.soft(withoutHashes(policy), path).toBe(expected);
        const hashes = policyDirective(policy, 'script-src').filter((source) => source.startsWith("'sha256-"));
        expect.soft(new Set(hashes), path).toEqual(new Set(inlineScripts(path).map(sha256Source)));
      }
    });
  });

  test('the 404 page: status 404 and hydrates with no violation, for any unknown path', async ({ nginx, page, consoleErrors }) => {
    for (const path of ['/no-such-page', '/blog/0/no-such-post', '/_next/static/chunks/missing.js', '/_headers']) {
      const res = await fetchRaw(nginx.origin + path);
      expect(res.status, path).toBe(404);
      expect(res.body.equals(outFile('404.html')), `${path} serves out/404.html`).toBe(true);
    }
    const response = await gotoHydrated(page, `${nginx.origin}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: notFoundContent.title })).toBeVisible();
    expectOnlyThe404(consoleErrors);
    expect(await cspViolations(page)).toEqual([]);
  });

  // The policy as written, then as enforced: the second step loads its own page.
  test('each page carries its policy ahead of every script, and it refuses an injected script', async ({ nginx, page, consoleErrors }) => {
    await test.step('each page carries its policy ahead of every script, naming the build-time blog API', async () => {
      await page.goto(`${nginx.origin}/blog`);
      const policy = await page.locator('head > meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      const directives = new Map(
        (policy ?? '').split(';').map((part) => {
          const [name = '', ...sources] = part.trim().split(/\s+/);
          return [name, sources] as const;
        }),
      );
      const scriptSources = directives.get('script-src') ?? [];
      expect(scriptSources[0]).toBe("'self'");
      expect(scriptSources.slice(1).length).toBeGreaterThan(0);
      for (const source of scriptSources.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
      expect(directives.get('connect-src')).toEqual(["'self'", `http://127.0.0.1:${ports.wpcom}`, 'https://api.emailjs.com']);
      const firstScript = await page.evaluate(() => {
        const head = [...document.head.children];
        return {
          meta: head.findIndex((el) => el.matches('meta[http-equiv="Content-Security-Policy"]')),
          script: head.findIndex((el) => el.tagName === 'SCRIPT'),
        };
      });
      expect(firstScript.meta).toBeLessThan(firstScript.script);
    });

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
