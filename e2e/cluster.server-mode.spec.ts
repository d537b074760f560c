/**
 * Server mode as several replicas: two standalone servers (what `npm run start:server` and the container image
 * run) from the one server build, sharing their cache through a Redis of their own (Debian's redis-server), over
 * the server build's fake WordPress.com API. The HTML is read over HTTP, as in server-mode.spec.ts.
 *
 * A long window (600 s), so only POST /api/revalidate can refresh a page during these tests: what instance B
 * shows after a revalidation through instance A came through the shared cache.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../test-support/fixtures';
import { startNextServer, type NextServer } from '../test-support/next-server';
import { ports, serverModeTest } from '../test-support/ports';
import { startRedis, type RedisServer } from '../test-support/redis';

const api = `http://127.0.0.1:${ports.serverWpcom}`;
const run = Date.now().toString(36);
const auth = { authorization: `Bearer ${serverModeTest.secret}` };
// Pre-rendered by the build (the fake API's newest post).
const POST = { id: 4101, path: '/blog/4101/hardening-fkp-clusters-for-a-stig-audit' };
const OUTAGE_LINE = /\[cache\] Redis is not answering/g;

async function control(request: APIRequestContext, path: string, data?: unknown) {
  const response = await request.post(`${api}/__control/${path}`, { data: data ?? {} });
  expect(response.ok(), `fake API ${path}`).toBe(true);
}

async function editPost(request: APIRequestContext, marker: string) {
  await control(request, 'posts', { ID: POST.id, excerpt: `<p>${marker} (excerpt)</p>`, content: `<p>${marker} (content)</p>` });
}

async function html(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url, { maxRedirects: 0 });
  expect(response.status(), url).toBe(200);
  return response.text();
}

type Health = { status: string; build: { id: string; loaded: boolean }; cache: { mode: string; shared: boolean; reason: string | null } };

/** The detail, on the metrics port (the public GET /api/health answers only `{"status":"ok"}`). */
const metricsPorts = new Map<string, number>();
async function health(request: APIRequestContext, server: NextServer): Promise<Health> {
  const response = await request.get(`http://127.0.0.1:${metricsPorts.get(server.origin)}/health`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Health;
}

async function revalidate(request: APIRequestContext, server: NextServer) {
  const response = await request.post(`${server.origin}/api/revalidate`, { headers: auth, data: { id: POST.id } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { revalidated: boolean; cache: { mode: string; reached: string; note: string | null } };
}

const poll = { timeout: 15_000, intervals: [250] };

test.describe.configure({ mode: 'serial' });

test.describe('two instances, one Redis', () => {
  let redis: RedisServer;
  let a: NextServer;
  let b: NextServer;
  const env = () => ({
    BLOG_REVALIDATE_SECONDS: String(serverModeTest.longRevalidateSeconds),
    REVALIDATE_SECRET: serverModeTest.secret,
    REDIS_URL: redis.url,
  });

  test.beforeAll(async ({ request }) => {
    await control(request, 'reset');
    redis = await startRedis(ports.clusterRedis);
    [a, b] = await Promise.all([
      startNextServer({ port: ports.clusterA, env: { ...env(), METRICS_PORT: String(ports.clusterMetricsA) }, standalone: true }),
      startNextServer({ port: ports.clusterB, env: { ...env(), METRICS_PORT: String(ports.clusterMetricsB) }, standalone: true }),
    ]);
    metricsPorts.set(a.origin, ports.clusterMetricsA).set(b.origin, ports.clusterMetricsB);
  });
  test.afterAll(async ({ request }) => {
    await Promise.all([a?.stop(), b?.stop(), redis?.stop()]);
    await control(request, 'reset');
  });

  test('GET /api/health says only "ok"; the metrics port names the build and a shared cache on both', async ({ request }) => {
    // The cache starts with the first page request.
    for (const server of [a, b]) await html(request, `${server.origin}/blog`);
    for (const server of [a, b]) {
      // A probe needs the status; a stranger learns nothing else (no pid, build, address or error text).
      const open = await request.get(`${server.origin}/api/health`);
      expect(open.status()).toBe(200);
      expect(await open.json()).toEqual({ status: 'ok' });
      expect(await (await request.get(`${server.origin}/api/health/ready`)).json()).toEqual({ status: 'ready' });
      await expect.poll(async () => (await health(request, server)).cache.mode, poll).toBe('shared');
      const answer = await health(request, server);
      expect(answer).toMatchObject({ status: 'ok', build: { loaded: true }, cache: { shared: true } });
    }
    expect((await health(request, a)).build.id).toBe((await health(request, b)).build.id);
  });

  test('a post revalidated through A is fresh on B, on the list and on the article', async ({ request }) => {
    const marker = `Shared ${run}`;
    for (const server of [a, b]) {
      await html(request, `${server.origin}/blog`);
      await html(request, `${server.origin}${POST.path}`);
    }
    await editPost(request, marker);
    // Cached: the edit shows nowhere before the revalidation.
    expect(await html(request, `${b.origin}/blog`)).not.toContain(marker);
    expect(await html(request, `${b.origin}${POST.path}`)).not.toContain(marker);

    const answer = await revalidate(request, a);
    expect(answer).toMatchObject({ revalidated: true, cache: { mode: 'shared', reached: 'every instance' } });
    await expect.poll(() => html(request, `${b.origin}/blog`), poll).toContain(`${marker} (excerpt)`);
    await expect.poll(() => html(request, `${b.origin}${POST.path}`), poll).toContain(`${marker} (content)`);
    expect(await html(request, `${a.origin}${POST.path}`)).toContain(`${marker} (content)`);
  });

  test('with Redis stopped both still answer 200, say the cache is degraded, and log it once', async ({ request }) => {
    // This outage's lines only (a start on a busy machine may already have logged a slow first connection).
    const logged = new Map([a, b].map((server) => [server, server.output().length]));
    await redis.stop();
    for (const server of [a, b]) {
      await expect.poll(async () => (await health(request, server)).cache.mode, poll).toBe('degraded');
      // The reason (the address Redis refused on) is on the metrics port and in the log, never on the public port.
      expect((await health(request, server)).cache.reason).toEqual(expect.any(String));
      expect(await (await request.get(`${server.origin}/api/health`)).text()).toBe('{"status":"ok"}');
    }
    // Cached pages, a page neither instance has rendered yet, and a revalidation: never a 500.
    const paths = ['/blog', POST.path, '/blog/page/2', '/about'];
    for (let round = 0; round < 3; round += 1) {
      for (const server of [a, b]) for (const path of paths) await html(request, `${server.origin}${path}`);
    }
    const answer = await revalidate(request, a);
    expect(answer.cache).toMatchObject({ mode: 'degraded', reached: 'this instance only', note: expect.stringContaining('Redis') });
    for (const server of [a, b]) {
      expect(await html(request, `${server.origin}${POST.path}`)).toContain('(content)');
      expect(server.output().slice(logged.get(server)).match(OUTAGE_LINE)).toHaveLength(1);
      // The handler's own reconnection errors are not repeated in the log while Redis is away.
      expect(server.output()).not.toMatch(/Subscriber client error|Redis client error/);
    }
  });

  test('with Redis back the cache is shared again: a revalidation through B reaches A', async ({ request }) => {
    redis = await startRedis(ports.clusterRedis);
    for (const server of [a, b]) {
      await expect.poll(async () => (await health(request, server)).cache.mode, poll).toBe('shared');
      expect(server.output()).toMatch(/\[cache\] Redis is back/);
    }
    const marker = `Back ${run}`;
    for (const server of [a, b]) {
      await html(request, `${server.origin}/blog`);
      await html(request, `${server.origin}${POST.path}`);
    }
    await editPost(request, marker);
    expect(await html(request, `${a.origin}/blog`)).not.toContain(marker);
    expect((await revalidate(request, b)).cache.reached).toBe('every instance');
    await expect.poll(() => html(request, `${a.origin}/blog`), poll).toContain(`${marker} (excerpt)`);
    await expect.poll(() => html(request, `${a.origin}${POST.path}`), poll).toContain(`${marker} (content)`);
  });

  test('a post renamed and revalidated through A, then Redis stops: its old address still redirects on A and never fails on B', async ({
    request,
  }) => {
    const title = `Renamed ${run}`;
    const renamed = `/blog/${POST.id}/renamed-${run}`;
    for (const server of [a, b]) await html(request, `${server.origin}${POST.path}`);
    await control(request, 'posts', { ID: POST.id, title });
    expect((await revalidate(request, a)).cache.reached).toBe('every instance');
    await redis.stop();
    // Every answer counts, the first on A after the outage most of all: a missing page is worse than a stale one.
    // A revalidated the post itself, so it redirects; B may still answer with its own copy of the old page (Redis
    // away costs B the freshness of A's revalidation), but never with an error.
    for (const server of [a, b]) {
      for (let round = 0; round < 3; round += 1) {
        const moved = await request.get(`${server.origin}${POST.path}`, { maxRedirects: 0 });
        const what = `${server === a ? 'A' : 'B'} ${POST.path}, round ${round}`;
        if (server === b && moved.status() === 200) continue;
        expect(moved.status(), what).toBe(308);
        // Next repeats a cached redirect's Location (same value, see server-mode.spec.ts).
        const locations = moved.headersArray().filter(({ name }) => name.toLowerCase() === 'location');
        expect(new Set(locations.map(({ value }) => value))).toEqual(new Set([renamed]));
      }
      expect(await html(request, `${server.origin}${renamed}`)).toContain(title);
    }
    redis = await startRedis(ports.clusterRedis);
  });

  test('SIGTERM finishes the request in flight and takes no new one', async ({ request }) => {
    // A post no instance has rendered, on a slow API: its first request is still rendering when SIGTERM arrives.
    const title = `In flight ${run}`;
    await control(request, 'posts', { ID: 777_201, title, content: '<p>Rendered during shutdown.</p>' });
    await control(request, 'delay', { delayMs: 2_000 });
    try {
      const inFlight = request.get(`${a.origin}/blog/777201/in-flight-${run}`, { maxRedirects: 0, timeout: 20_000 });
      await new Promise((resolve) => setTimeout(resolve, 500));
      a.terminate();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await expect(request.get(`${a.origin}/about`, { timeout: 2_000 })).rejects.toThrow();
      const response = await inFlight;
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(title);
      expect(await a.exited).not.toBeNull();
    } finally {
      await control(request, 'delay', { delayMs: 0 });
    }
  });
});

test('a malformed REDIS_URL stops the start, naming the variable (a typo must not silently unshare the cache)', async () => {
  const start = startNextServer({ port: ports.clusterA, env: { REDIS_URL: 'cache.internal:6379' }, standalone: true });
  await expect(start).rejects.toThrow(/exited with 1[\s\S]*\[config\] REDIS_URL: must be a redis:\/\/host:port/);
});
