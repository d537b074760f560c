/**
 * Server mode (NEXT_OUTPUT=server): `next start` over the build e2e/run.ts made in .next-server/ against its
 * own fake WordPress.com API (ports.serverWpcom). The HTML is read over HTTP, not in a browser: the browser's own
 * refresh of the list would hide whether the server regenerated the page.
 *
 * Two start-ups of the one build, one after the other (they share .next-server's page cache and the fake API):
 * a 3 s window, where a change must appear by itself, and a 600 s window, where only POST /api/revalidate with
 * the secret can make it appear at once. Each start-up begins from the pages as built (see startNextServer).
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../test-support/fixtures';
import { startNextServer, type NextServer } from '../test-support/next-server';
import { ports, serverModeTest } from '../test-support/ports';

const api = `http://127.0.0.1:${ports.serverWpcom}`;
const run = Date.now().toString(36);
const ENDPOINT = '/api/revalidate';

// Pre-rendered by the build (the fake API's two newest posts, first in the list).
const FIRST = { id: 4101, path: '/blog/4101/hardening-fkp-clusters-for-a-stig-audit' };
const SECOND = { id: 4102, path: "/blog/4102/what's-new-in-vitro-ceph-amp-gitops-together" };

async function control(request: APIRequestContext, path: string, data?: unknown) {
  const response = await request.post(`${api}/__control/${path}`, { data: data ?? {} });
  expect(response.ok(), `fake API ${path}`).toBe(true);
}

/** Changes a post's excerpt (shown on /blog) and content (shown on its article) on the fake API. */
async function editPost(request: APIRequestContext, id: number, marker: string) {
  await control(request, 'posts', { ID: id, excerpt: `<p>${marker} (excerpt)</p>`, content: `<p>${marker} (content)</p>` });
}

async function html(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url, { maxRedirects: 0 });
  expect(response.status(), url).toBe(200);
  return response.text();
}

async function revalidate(request: APIRequestContext, origin: string, headers: Record<string, string>, data?: unknown) {
  const response = await request.post(`${origin}${ENDPOINT}`, { headers, ...(data === undefined ? {} : { data }) });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

test.describe.configure({ mode: 'serial' });

test.describe(`short window (${serverModeTest.revalidateSeconds} s), no secret configured`, () => {
  let server: NextServer;

  test.beforeAll(async ({ request }) => {
    await control(request, 'reset');
    server = await startNextServer({
      port: ports.serverShortWindow,
      env: { BLOG_REVALIDATE_SECONDS: String(serverModeTest.revalidateSeconds) },
    });
  });
  test.afterAll(async () => server?.stop());

  test('a post changed on the API appears on /blog and on its article after the window', async ({ request }) => {
    const marker = `Window ${run}`;
    await editPost(request, FIRST.id, marker);
    const list = `${server.origin}/blog`;
    const article = `${server.origin}${FIRST.path}`;
    // The cached pages are older than the window: this request still gets them and starts the regeneration.
    expect(await html(request, list)).not.toContain(marker);
    expect(await html(request, article)).not.toContain(marker);

    const poll = { timeout: 20_000, intervals: [500] };
    await expect.poll(() => html(request, list), poll).toContain(`${marker} (excerpt)`);
    await expect.poll(() => html(request, article), poll).toContain(`${marker} (content)`);
  });

  test('a post published after the build renders on its first request; an unknown id is a 404', async ({ request }) => {
    const title = `Published after the build ${run}`;
    await control(request, 'posts', { ID: 777_001, title, content: '<p>Written after the build.</p>' });
    const page = await html(request, `${server.origin}/blog/777001/published-after-the-build-${run}`);
    expect(page).toContain(title);
    expect(page).toContain('Written after the build.');

    const unknown = await request.get(`${server.origin}/blog/999999/no-such-post`, { maxRedirects: 0 });
    expect(unknown.status()).toBe(404);
  });

  test("an article's other addresses redirect permanently to its own, so each article is cached once", async ({ request, page }) => {
    const response = await request.get(`${server.origin}/blog/${FIRST.id}/an-old-title`, { maxRedirects: 0 });
    // 308: search engines move a renamed post's old address to the new one.
    expect(response.status()).toBe(308);
    // Next sends the Location header twice (same value) from a cached page's redirect; browsers accept that.
    const locations = response.headersArray().filter(({ name }) => name.toLowerCase() === 'location');
    expect(new Set(locations.map(({ value }) => value))).toEqual(new Set([FIRST.path]));
    await page.goto(`${server.origin}/blog/${FIRST.id}/an-old-title`);
    await expect(page).toHaveURL(`${server.origin}${FIRST.path}`);
  });

  test('an unknown id costs one API call, and asking again within a minute none', async ({ request }) => {
    const id = 888_001;
    const calls = async () =>
      ((await (await request.post(`${api}/__control/requests`, { data: {} })).json()) as { requests: string[] }).requests.filter((path) =>
        path.includes(`/posts/${id}`),
      ).length;
    expect(await calls()).toBe(0);
    // generateMetadata and the page both load the article: one call between them.
    expect((await request.get(`${server.origin}/blog/${id}/dead-link`, { maxRedirects: 0 })).status()).toBe(404);
    expect(await calls()).toBe(1);
    // Another slug is another cached page, but the id is already known to be missing.
    expect((await request.get(`${server.origin}/blog/${id}/another-dead-link`, { maxRedirects: 0 })).status()).toBe(404);
    expect(await calls()).toBe(1);
  });

  test('when the API fails after the window, the last good page keeps being served', async ({ request }) => {
    const good = `Last good ${run}`;
    await editPost(request, FIRST.id, good);
    const article = `${server.origin}${FIRST.path}`;
    const poll = { timeout: 20_000, intervals: [500] };
    await expect.poll(() => html(request, article), poll).toContain(`${good} (content)`);

    await editPost(request, FIRST.id, `Never shown ${run}`);
    await control(request, 'fail', { status: 503 });
    try {
      const windowMs = serverModeTest.revalidateSeconds * 1000;
      // Past the window: this request starts a regeneration that fails, and the next ones still get the page.
      for (let i = 0; i < 3; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, windowMs + 500));
        const page = await html(request, article);
        expect(page).toContain(`${good} (content)`);
        expect(page).not.toContain('Never shown');
      }
    } finally {
      await control(request, 'fail', { status: null });
    }
  });

  test('without REVALIDATE_SECRET the endpoint answers as to a wrong secret; the log says why, once', async ({ request }) => {
    const guesses: Record<string, string>[] = [
      { authorization: `Bearer ${serverModeTest.secret}` },
      { 'x-revalidate-secret': 'x'.repeat(40) },
    ];
    for (const headers of guesses) {
      const { status, body } = await revalidate(request, server.origin, headers);
      expect(status).toBe(401);
      expect(body).toEqual({ error: 'Wrong secret.' });
    }
    const { status, body } = await revalidate(request, server.origin, {});
    expect(status).toBe(401);
    expect(body.error).toMatch(/^Missing secret/);
    expect(server.output().match(/\[revalidate\] REVALIDATE_SECRET is not set/g)).toHaveLength(1);
  });
});

test.describe(`long window (${serverModeTest.longRevalidateSeconds} s) and POST ${ENDPOINT}`, () => {
  let server: NextServer;
  const { secret } = serverModeTest;

  test.beforeAll(async ({ request }) => {
    test.setTimeout(60_000);
    await control(request, 'reset');
    server = await startNextServer({
      port: ports.serverLongWindow,
      env: { BLOG_REVALIDATE_SECONDS: String(serverModeTest.longRevalidateSeconds), REVALIDATE_SECRET: secret },
    });
    // The build pre-rendered these pages with its short window; let each regenerate once under this server's.
    for (const path of ['/blog', FIRST.path, SECOND.path]) {
      await expect
        .poll(async () => (await request.get(`${server.origin}${path}`)).headers()['cache-control'], { timeout: 30_000, intervals: [500] })
        .toContain(`s-maxage=${serverModeTest.longRevalidateSeconds}`);
    }
  });
  test.afterAll(async () => server?.stop());

  test('a wrong or missing secret is refused with 401 and changes nothing', async ({ request }) => {
    const marker = `Refused ${run}`;
    await editPost(request, FIRST.id, marker);
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-the-secret' },
      { 'x-revalidate-secret': `${secret}x` },
      { authorization: `Basic ${secret}` },
    ];
    for (const headers of attempts) {
      const { status, body } = await revalidate(request, server.origin, headers, { id: FIRST.id });
      expect(status, JSON.stringify(headers)).toBe(401);
      expect(body).toEqual({ error: expect.any(String) });
    }
    // Twice, with a pause, so a background regeneration would have had time to land.
    for (let i = 0; i < 2; i += 1) {
      expect(await html(request, `${server.origin}/blog`)).not.toContain(marker);
      expect(await html(request, `${server.origin}${FIRST.path}`)).not.toContain(marker);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  });

  test('with the secret, {"id"} refreshes the list and that article at once', async ({ request }) => {
    const marker = `On demand ${run}`;
    await editPost(request, FIRST.id, marker);
    expect(await html(request, `${server.origin}${FIRST.path}`)).not.toContain(marker);

    const { status, body } = await revalidate(request, server.origin, { authorization: `Bearer ${secret}` }, { id: FIRST.id });
    expect(status).toBe(200);
    expect(body).toMatchObject({ revalidated: true, scope: 'post', id: FIRST.id });
    // The very next request, no polling: the endpoint expired the pages rather than marking them stale.
    expect(await html(request, `${server.origin}/blog`)).toContain(`${marker} (excerpt)`);
    expect(await html(request, `${server.origin}${FIRST.path}`)).toContain(`${marker} (content)`);
  });

  test('with the secret in x-revalidate-secret and no body, every blog page is refreshed', async ({ request }) => {
    const marker = `Everything ${run}`;
    await editPost(request, SECOND.id, marker);
    expect(await html(request, `${server.origin}${SECOND.path}`)).not.toContain(marker);

    const { status, body } = await revalidate(request, server.origin, { 'x-revalidate-secret': secret });
    expect(status).toBe(200);
    expect(body).toMatchObject({ revalidated: true, scope: 'all' });
    expect(await html(request, `${server.origin}/blog`)).toContain(`${marker} (excerpt)`);
    expect(await html(request, `${server.origin}${SECOND.path}`)).toContain(`${marker} (content)`);
  });

  test('when the API is down the endpoint expires nothing: 503, and the pages keep their content', async ({ request }) => {
    const good = `Before the outage ${run}`;
    await editPost(request, FIRST.id, good);
    expect((await revalidate(request, server.origin, { authorization: `Bearer ${secret}` }, { id: FIRST.id })).status).toBe(200);
    expect(await html(request, `${server.origin}${FIRST.path}`)).toContain(`${good} (content)`);
    expect(await html(request, `${server.origin}/blog`)).toContain(`${good} (excerpt)`);

    await editPost(request, FIRST.id, `During the outage ${run}`);
    await control(request, 'fail', { status: 503 });
    try {
      for (const data of [{ id: FIRST.id }, undefined]) {
        // Revalidate-all calls within 5 s of the last one are coalesced (202, lib/server/revalidate/coalesce.ts): this one
        // must be the first of a window to be answered at once.
        if (data === undefined) await new Promise((resolve) => setTimeout(resolve, 5_000));
        const { status, body } = await revalidate(request, server.origin, { authorization: `Bearer ${secret}` }, data);
        expect(status, JSON.stringify(data)).toBe(503);
        expect(body.error).toContain('nothing was expired');
        // Served from the cache at once: the old content, status 200, not a failed render.
        expect(await html(request, `${server.origin}${FIRST.path}`)).toContain(`${good} (content)`);
        expect(await html(request, `${server.origin}/blog`)).toContain(`${good} (excerpt)`);
      }
    } finally {
      await control(request, 'fail', { status: null });
    }
  });

  test('a malformed body is a 400 and GET is a 405', async ({ request }) => {
    for (const data of [{ id: 'abc' }, { id: -1 }, [1]]) {
      const { status, body } = await revalidate(request, server.origin, { authorization: `Bearer ${secret}` }, data);
      expect(status, JSON.stringify(data)).toBe(400);
      expect(body.error).toEqual(expect.any(String));
    }
    expect((await request.get(`${server.origin}${ENDPOINT}`)).status()).toBe(405);
  });

  test('the server sends the security headers and never logs the secret', async ({ request }) => {
    const headers = (await request.get(`${server.origin}/blog`)).headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain(`connect-src 'self' ${api} https://api.emailjs.com`);
    expect(headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-powered-by']).toBeUndefined();
    expect(server.output()).toContain('[revalidate]');
    expect(server.output()).not.toContain(secret);
  });

  test('the blog renders in Chromium under the server policy, with no console error or axe violation', async ({ page }) => {
    // Two full-page axe scans: about 40 s on a loaded 2-core machine (load average 30), over the default 30 s.
    test.setTimeout(60_000);
    for (const path of ['/blog', FIRST.path]) {
      await page.goto(`${server.origin}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});
