/**
 * Server mode (NEXT_OUTPUT=server): `next start` over the build e2e/run.ts made in .next-server/ against its
 * own fake WordPress.com API (ports.serverWpcom). The HTML is read over HTTP, not in a browser: the browser's own
 * refresh of the list would hide whether the server regenerated the page.
 *
 * Two start-ups of the one build, one after the other (they share .next-server's page cache and the fake API):
 * a 3 s window, where a change must appear by itself, and a 600 s window, where only POST /api/revalidate with
 * the secret can make it appear at once. Each start-up begins from the pages as built (see startNextServer).
 * What a browser makes of these pages is e2e/server-mode.spec.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertExcludes, assertIncludes, eventually, expectPermanentRedirect, get, html } from '../../test-support/http';
import { startNextServer, type NextServer } from '../../test-support/next-server';
import { ports, serverModeTest } from '../../test-support/ports';
import { apiRequests, control, editPost, longWindow, PRERENDERED, revalidate, serverApi, withSecret } from '../../test-support/server-mode';

const run = Date.now().toString(36);
const { first: FIRST, second: SECOND } = PRERENDERED;
const poll = { timeoutMs: 20_000, intervalMs: 500 };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`short window (${serverModeTest.revalidateSeconds} s), no secret configured`, () => {
  let server: NextServer;

  before(
    async () => {
      await control('reset');
      server = await startNextServer({
        port: ports.serverShortWindow,
        env: { BLOG_REVALIDATE_SECONDS: String(serverModeTest.revalidateSeconds) },
      });
    },
    { timeout: 60_000 },
  );
  after(() => server?.stop());

  test('a post changed on the API appears on /blog and on its article after the window', { timeout: 60_000 }, async () => {
    const marker = `Window ${run}`;
    await editPost(FIRST.id, marker);
    const list = `${server.origin}/blog`;
    const article = `${server.origin}${FIRST.path}`;
    // The cached pages are older than the window: this request still gets them and starts the regeneration.
    assertExcludes(await html(list), marker, list);
    assertExcludes(await html(article), marker, article);

    await eventually(
      () => html(list),
      (page) => assertIncludes(page, `${marker} (excerpt)`, list),
      poll,
    );
    await eventually(
      () => html(article),
      (page) => assertIncludes(page, `${marker} (content)`, article),
      poll,
    );
  });

  test('a post published after the build renders on its first request; an unknown id is a 404', { timeout: 30_000 }, async () => {
    const title = `Published after the build ${run}`;
    await control('posts', { ID: 777_001, title, content: '<p>Written after the build.</p>' });
    const page = await html(`${server.origin}/blog/777001/published-after-the-build-${run}`);
    assertIncludes(page, title);
    assertIncludes(page, 'Written after the build.');

    assert.equal((await get(`${server.origin}/blog/999999/no-such-post`, { redirect: 'manual' })).status, 404);
  });

  test("an article's other addresses redirect permanently to its own, so each article is cached once", { timeout: 30_000 }, async () => {
    // Chromium follows it in e2e/server-mode.spec.ts.
    expectPermanentRedirect(await get(`${server.origin}/blog/${FIRST.id}/an-old-title`, { redirect: 'manual' }), FIRST.path);
  });

  test('an unknown id costs one API call, and asking again within a minute none', { timeout: 30_000 }, async () => {
    const id = 888_001;
    const calls = async () => (await apiRequests()).filter((path) => path.includes(`/posts/${id}`)).length;
    assert.equal(await calls(), 0);
    // generateMetadata and the page both load the article: one call between them.
    assert.equal((await get(`${server.origin}/blog/${id}/dead-link`, { redirect: 'manual' })).status, 404);
    assert.equal(await calls(), 1);
    // Another slug is another cached page, but the id is already known to be missing.
    assert.equal((await get(`${server.origin}/blog/${id}/another-dead-link`, { redirect: 'manual' })).status, 404);
    assert.equal(await calls(), 1);
  });

  test('when the API fails after the window, the last good page keeps being served', { timeout: 60_000 }, async () => {
    const good = `Last good ${run}`;
    await editPost(FIRST.id, good);
    const article = `${server.origin}${FIRST.path}`;
    await eventually(
      () => html(article),
      (page) => assertIncludes(page, `${good} (content)`, article),
      poll,
    );

    await editPost(FIRST.id, `Never shown ${run}`);
    await control('fail', { status: 503 });
    try {
      const windowMs = serverModeTest.revalidateSeconds * 1000;
      // Past the window: this request starts a regeneration that fails, and the next ones still get the page.
      for (let i = 0; i < 3; i += 1) {
        await pause(windowMs + 500);
        const page = await html(article);
        assertIncludes(page, `${good} (content)`);
        assertExcludes(page, 'Never shown');
      }
    } finally {
      await control('fail', { status: null });
    }
  });

  test('without REVALIDATE_SECRET the endpoint answers as to a wrong secret; the log says why, once', { timeout: 30_000 }, async () => {
    const guesses: Record<string, string>[] = [
      { authorization: `Bearer ${serverModeTest.secret}` },
      { 'x-revalidate-secret': 'x'.repeat(40) },
    ];
    for (const headers of guesses) {
      const { status, body } = await revalidate(server.origin, headers);
      assert.equal(status, 401);
      assert.deepEqual(body, { error: 'Wrong secret.' });
    }
    const { status, body } = await revalidate(server.origin, {});
    assert.equal(status, 401);
    assert.match(String(body.error), /^Missing secret/);
    assert.equal(server.output().match(/\[revalidate\] REVALIDATE_SECRET is not set/g)?.length, 1);
  });
});

describe(`long window (${serverModeTest.longRevalidateSeconds} s) and POST /api/revalidate`, () => {
  let server: NextServer;
  const { secret } = serverModeTest;

  before(
    async () => {
      await control('reset');
      server = await startNextServer({ port: ports.serverLongWindow, env: longWindow });
      // The build pre-rendered these pages with its short window; let each regenerate once under this server's.
      for (const path of ['/blog', FIRST.path, SECOND.path]) {
        await eventually(
          async () => (await get(`${server.origin}${path}`)).headers.get('cache-control') ?? '',
          (value) => assertIncludes(value, `s-maxage=${serverModeTest.longRevalidateSeconds}`, `${path}'s cache-control`),
          { timeoutMs: 30_000, intervalMs: 500 },
        );
      }
    },
    { timeout: 120_000 },
  );
  after(() => server?.stop());

  test('a wrong or missing secret is refused with 401 and changes nothing', { timeout: 30_000 }, async () => {
    const marker = `Refused ${run}`;
    await editPost(FIRST.id, marker);
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-the-secret' },
      { 'x-revalidate-secret': `${secret}x` },
      { authorization: `Basic ${secret}` },
    ];
    for (const headers of attempts) {
      const { status, body } = await revalidate(server.origin, headers, { id: FIRST.id });
      assert.equal(status, 401, JSON.stringify(headers));
      assert.deepEqual(Object.keys(body), ['error']);
      assert.equal(typeof body.error, 'string');
    }
    // Twice, with a pause, so a background regeneration would have had time to land.
    for (let i = 0; i < 2; i += 1) {
      assertExcludes(await html(`${server.origin}/blog`), marker);
      assertExcludes(await html(`${server.origin}${FIRST.path}`), marker);
      await pause(1_000);
    }
  });

  test('with the secret, {"id"} refreshes the list and that article at once', { timeout: 30_000 }, async () => {
    const marker = `On demand ${run}`;
    await editPost(FIRST.id, marker);
    assertExcludes(await html(`${server.origin}${FIRST.path}`), marker);

    const { status, body } = await revalidate(server.origin, withSecret, { id: FIRST.id });
    assert.equal(status, 200);
    assert.partialDeepStrictEqual(body, { revalidated: true, scope: 'post', id: FIRST.id });
    // The very next request, no polling: the endpoint expired the pages rather than marking them stale.
    assertIncludes(await html(`${server.origin}/blog`), `${marker} (excerpt)`);
    assertIncludes(await html(`${server.origin}${FIRST.path}`), `${marker} (content)`);
  });

  test('with the secret in x-revalidate-secret and no body, every blog page is refreshed', { timeout: 30_000 }, async () => {
    const marker = `Everything ${run}`;
    await editPost(SECOND.id, marker);
    assertExcludes(await html(`${server.origin}${SECOND.path}`), marker);

    const { status, body } = await revalidate(server.origin, { 'x-revalidate-secret': secret });
    assert.equal(status, 200);
    assert.partialDeepStrictEqual(body, { revalidated: true, scope: 'all' });
    assertIncludes(await html(`${server.origin}/blog`), `${marker} (excerpt)`);
    assertIncludes(await html(`${server.origin}${SECOND.path}`), `${marker} (content)`);
  });

  test('when the API is down the endpoint expires nothing: 503, and the pages keep their content', { timeout: 30_000 }, async () => {
    const good = `Before the outage ${run}`;
    await editPost(FIRST.id, good);
    assert.equal((await revalidate(server.origin, withSecret, { id: FIRST.id })).status, 200);
    assertIncludes(await html(`${server.origin}${FIRST.path}`), `${good} (content)`);
    assertIncludes(await html(`${server.origin}/blog`), `${good} (excerpt)`);

    await editPost(FIRST.id, `During the outage ${run}`);
    await control('fail', { status: 503 });
    try {
      for (const data of [{ id: FIRST.id }, undefined]) {
        // Revalidate-all calls within 5 s of the last one are coalesced (202, lib/server/revalidate/coalesce.ts): this one
        // must be the first of a window to be answered at once.
        if (data === undefined) await pause(5_000);
        const { status, body } = await revalidate(server.origin, withSecret, data);
        assert.equal(status, 503, JSON.stringify(data));
        assertIncludes(String(body.error), 'nothing was expired', 'the error');
        // Served from the cache at once: the old content, status 200, not a failed render.
        assertIncludes(await html(`${server.origin}${FIRST.path}`), `${good} (content)`);
        assertIncludes(await html(`${server.origin}/blog`), `${good} (excerpt)`);
      }
    } finally {
      await control('fail', { status: null });
    }
  });

  test('a malformed body is a 400 and GET is a 405', { timeout: 30_000 }, async () => {
    for (const data of [{ id: 'abc' }, { id: -1 }, [1]]) {
      const { status, body } = await revalidate(server.origin, withSecret, data);
      assert.equal(status, 400, JSON.stringify(data));
      assert.equal(typeof body.error, 'string');
    }
    assert.equal((await get(`${server.origin}/api/revalidate`)).status, 405);
  });

  test('the server sends the security headers and never logs the secret', { timeout: 30_000 }, async () => {
    const { headers } = await get(`${server.origin}/blog`);
    const policy = headers.get('content-security-policy') ?? '';
    assertIncludes(policy, "frame-ancestors 'none'", policy);
    assertIncludes(policy, `connect-src 'self' ${serverApi} https://api.emailjs.com`, policy);
    assertExcludes(policy, 'unsafe-eval', policy);
    assert.equal(headers.get('strict-transport-security'), 'max-age=63072000; includeSubDomains');
    assert.equal(headers.get('x-content-type-options'), 'nosniff');
    assert.equal(headers.get('x-powered-by'), null);
    assertIncludes(server.output(), '[revalidate]', 'the log');
    assertExcludes(server.output(), secret, 'the log');
  });
});
