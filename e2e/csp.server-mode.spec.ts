/**
 * Server mode's script policy (lib/server/csp-response.ts): every HTML answer of the standalone server (what
 * `npm run start:server` and the image run) carries one Content-Security-Policy whose script-src is 'self' and the
 * hashes of that answer's own inline scripts, never 'unsafe-inline'; pages hydrate under it with no violation in
 * Chromium, as built, after a regeneration through the webhook, and for a post published after the build (a page
 * rendered and streamed for its first request).
 */
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { inlineScripts, scriptHash } from '../lib/site/csp-inline';
import { cspViolations, recordCspViolations } from '../test-support/csp-browser';
import { policyDirective } from '../test-support/csp';
import { expect, gotoHydrated, test } from '../test-support/fixtures';
import { startNextServer, type NextServer } from '../test-support/next-server';
import { ports, serverModeTest } from '../test-support/ports';
import { blogPage } from '../content/blog';

const api = `http://127.0.0.1:${ports.serverWpcom}`;
const run = Date.now().toString(36);
const ARTICLE = { id: 4101, path: '/blog/4101/hardening-fkp-clusters-for-a-stig-audit' };

async function control(request: APIRequestContext, path: string, data?: unknown) {
  const response = await request.post(`${api}/__control/${path}`, { data: data ?? {} });
  expect(response.ok(), `fake API ${path}`).toBe(true);
}

/** The answer's one policy, checked against the inline scripts of the HTML it came with. */
async function expectHashedPolicy(response: APIResponse): Promise<string> {
  const policies = response.headersArray().filter(({ name }) => name.toLowerCase() === 'content-security-policy');
  expect(policies, 'one policy header (two would intersect)').toHaveLength(1);
  const policy = policies[0]!.value;
  const scriptSrc = policyDirective(policy, 'script-src');
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc[0]).toBe("'self'");
  const html = await response.text();
  const hashes = inlineScripts(html).map(scriptHash);
  // Next's bootstrap and at least the payload's first push.
  expect(hashes.length).toBeGreaterThanOrEqual(3);
  for (const hash of hashes) expect(scriptSrc).toContain(hash);
  expect(policy).toContain("frame-ancestors 'none'");
  return html;
}

/** The page in Chromium: hydrated (Copy Link answers in its status region), with no policy violation. */
async function expectHydratedWithoutViolations(page: Page, url: string) {
  await recordCspViolations(page);
  await gotoHydrated(page, url);
  await page.getByRole('button', { name: blogPage.article.copyLink }).click();
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page.getByText(new RegExp(`${escape(blogPage.article.copied)}|${escape(blogPage.article.copyFailed)}`))).toBeVisible();
  expect(await cspViolations(page)).toEqual([]);
}

test.describe.configure({ mode: 'serial' });

test.describe('the server policy: each HTML answer its own script hashes', () => {
  let server: NextServer;

  test.beforeAll(async ({ request }) => {
    await control(request, 'reset');
    server = await startNextServer({
      port: ports.cspSite,
      standalone: true,
      startTimeoutMs: 90_000,
      env: { BLOG_REVALIDATE_SECONDS: String(serverModeTest.longRevalidateSeconds), REVALIDATE_SECRET: serverModeTest.secret },
    });
  });
  test.afterAll(async ({ request }) => {
    await server?.stop();
    await control(request, 'reset');
  });

  test('static pages, the blog, search and a 404 carry their own hashes and no unsafe-inline', async ({ request }) => {
    for (const path of ['/', '/about', '/blog', '/search', ARTICLE.path]) {
      const response = await request.get(`${server.origin}${path}`);
      expect(response.status(), path).toBe(200);
      await expectHashedPolicy(response);
    }
    // Search compiles WebAssembly; an article may frame a video player: as before, and only there.
    const search = (await request.get(`${server.origin}/search`)).headers()['content-security-policy']!;
    expect(policyDirective(search, 'script-src')).toContain("'wasm-unsafe-eval'");
    const about = (await request.get(`${server.origin}/about`)).headers()['content-security-policy']!;
    expect(policyDirective(about, 'script-src')).not.toContain("'wasm-unsafe-eval'");
    expect(policyDirective(about, 'frame-src')).toEqual(["'none'"]);
    const missing = await request.get(`${server.origin}/no-such-page-${run}`);
    expect(missing.status()).toBe(404);
    await expectHashedPolicy(missing);
  });

  test('an article hydrates under its policy, and again after an edit regenerates it', async ({ page, request }) => {
    const url = `${server.origin}${ARTICLE.path}`;
    const before = await expectHashedPolicy(await request.get(url));
    await expectHydratedWithoutViolations(page, url);

    const marker = `Edited under the policy ${run}`;
    await control(request, 'posts', { ID: ARTICLE.id, content: `<p>${marker}</p>` });
    const revalidated = await request.post(`${server.origin}/api/revalidate`, {
      headers: { authorization: `Bearer ${serverModeTest.secret}` },
      data: { id: ARTICLE.id },
    });
    expect(revalidated.status()).toBe(200);
    const after = await expectHashedPolicy(await request.get(url));
    expect(after).toContain(marker);
    // The regenerated page's payload scripts are new ones: hashes the build never saw.
    expect(inlineScripts(after).map(scriptHash)).not.toEqual(inlineScripts(before).map(scriptHash));
    await expectHydratedWithoutViolations(page, url);
    await expect(page.getByText(marker)).toBeVisible();
  });

  test('a post published after the build: its first, streamed render carries its hashes too', async ({ page, request }) => {
    const title = `Published under the policy ${run}`;
    await control(request, 'posts', { ID: 779_001, title, content: '<p>Rendered on its first request.</p>' });
    const url = `${server.origin}/blog/779001/published-under-the-policy-${run}`;
    const first = await request.get(url);
    expect(first.status()).toBe(200);
    expect(first.headers()['x-nextjs-cache']).not.toBe('HIT');
    expect(await expectHashedPolicy(first)).toContain(title);
    await expectHydratedWithoutViolations(page, url);
  });

  test('a 304 carries no policy, so a browser keeps the one stored with its page', async ({ request }) => {
    const response = await request.get(`${server.origin}/about`);
    const etag = response.headers()['etag'];
    expect(etag).toBeTruthy();
    const again = await request.get(`${server.origin}/about`, { headers: { 'if-none-match': etag! } });
    expect(again.status()).toBe(304);
    expect(again.headers()['content-security-policy']).toBeUndefined();
  });
});
