/**
 * Server mode as several replicas: two standalone servers (what `npm run start:server` and the container image
 * run) from the one server build, sharing their cache through a Redis of their own (Debian's redis-server), over
 * the server build's fake WordPress.com API. The HTML is read over HTTP, as in revalidation.test.ts.
 *
 * A long window (600 s), so only POST /api/revalidate can refresh a page during these tests: what instance B
 * shows after a revalidation through instance A came through the shared cache.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertExcludes, assertIncludes, eventually, expectPermanentRedirect, get, html } from '../../test-support/http';
import { startNextServer, type NextServer } from '../../test-support/next-server';
import { ports } from '../../test-support/ports';
import { startRedis, type RedisServer } from '../../test-support/redis';
import { control, editPost, metricsHealth, PRERENDERED, revalidate, startCluster, withSecret } from '../../test-support/server-mode';

const run = Date.now().toString(36);
const POST = PRERENDERED.first;
const OUTAGE_LINE = /\[cache\] Redis is not answering/g;
const poll = { timeoutMs: 15_000, intervalMs: 250 };

type Revalidated = { revalidated: boolean; cache: { mode: string; reached: string; note: string | null } };

describe('two instances, one Redis', () => {
  let redis: RedisServer;
  let a: NextServer;
  let b: NextServer;
  const metricsPorts = new Map<string, number>();
  /** The detail, on the metrics port (the public GET /api/health answers only `{"status":"ok"}`). */
  const health = (server: NextServer) => metricsHealth(metricsPorts.get(server.origin)!);
  const revalidatePost = async (server: NextServer) => {
    const { status, body } = await revalidate(server.origin, withSecret, { id: POST.id });
    assert.equal(status, 200);
    return body as Revalidated;
  };
  /** Both instances cache the list and the article, then the post changes on the API. */
  const cachedThenEdited = async (marker: string) => {
    for (const server of [a, b]) {
      await html(`${server.origin}/blog`);
      await html(`${server.origin}${POST.path}`);
    }
    await editPost(POST.id, marker);
  };
  const editedFresh = async (server: NextServer, marker: string) => {
    await eventually(
      () => html(`${server.origin}/blog`),
      (page) => assertIncludes(page, `${marker} (excerpt)`, '/blog'),
      poll,
    );
    await eventually(
      () => html(`${server.origin}${POST.path}`),
      (page) => assertIncludes(page, `${marker} (content)`, POST.path),
      poll,
    );
  };

  before(
    async () => {
      await control('reset');
      ({
        redis,
        servers: [a, b],
      } = await startCluster(ports.clusterRedis, [
        { port: ports.clusterA, metricsPort: ports.clusterMetricsA },
        { port: ports.clusterB, metricsPort: ports.clusterMetricsB },
      ]));
      metricsPorts.set(a.origin, ports.clusterMetricsA).set(b.origin, ports.clusterMetricsB);
    },
    { timeout: 60_000 },
  );
  after(async () => {
    await Promise.all([a?.stop(), b?.stop(), redis?.stop()]);
    await control('reset');
  });

  test('GET /api/health says only "ok"; the metrics port names the build and a shared cache on both', { timeout: 30_000 }, async () => {
    // The cache starts with the first page request.
    for (const server of [a, b]) await html(`${server.origin}/blog`);
    for (const server of [a, b]) {
      // A probe needs the status; a stranger learns nothing else (no pid, build, address or error text).
      const open = await get(`${server.origin}/api/health`);
      assert.equal(open.status, 200);
      assert.deepEqual(open.json(), { status: 'ok' });
      assert.deepEqual((await get(`${server.origin}/api/health/ready`)).json(), { status: 'ready' });
      await eventually(
        () => health(server),
        ({ cache }) => assert.equal(cache.mode, 'shared'),
        poll,
      );
      const answer = await health(server);
      assert.partialDeepStrictEqual(answer, { status: 'ok', build: { loaded: true }, cache: { shared: true } });
    }
    assert.equal((await health(a)).build.id, (await health(b)).build.id);
  });

  test('a post revalidated through A is fresh on B, on the list and on the article', { timeout: 30_000 }, async () => {
    const marker = `Shared ${run}`;
    await cachedThenEdited(marker);
    // Cached: the edit shows nowhere before the revalidation.
    assertExcludes(await html(`${b.origin}/blog`), marker);
    assertExcludes(await html(`${b.origin}${POST.path}`), marker);

    const answer = await revalidatePost(a);
    assert.partialDeepStrictEqual(answer, { revalidated: true, cache: { mode: 'shared', reached: 'every instance' } });
    await editedFresh(b, marker);
    assertIncludes(await html(`${a.origin}${POST.path}`), `${marker} (content)`);
  });

  test('with Redis stopped both still answer 200, say the cache is degraded, and log it once', { timeout: 30_000 }, async () => {
    // This outage's lines only (a start on a busy machine may already have logged a slow first connection).
    const logged = new Map([a, b].map((server) => [server, server.output().length]));
    await redis.stop();
    for (const server of [a, b]) {
      await eventually(
        () => health(server),
        ({ cache }) => assert.equal(cache.mode, 'degraded'),
        poll,
      );
      // The reason (the address Redis refused on) is on the metrics port and in the log, never on the public port.
      assert.equal(typeof (await health(server)).cache.reason, 'string');
      assert.equal((await get(`${server.origin}/api/health`)).text, '{"status":"ok"}');
    }
    // Cached pages, a page neither instance has rendered yet, and a revalidation: never a 500.
    const paths = ['/blog', POST.path, '/blog/page/2', '/about'];
    for (let round = 0; round < 3; round += 1) {
      for (const server of [a, b]) for (const path of paths) await html(`${server.origin}${path}`);
    }
    const { cache } = await revalidatePost(a);
    assert.equal(cache.mode, 'degraded');
    assert.equal(cache.reached, 'this instance only');
    assertIncludes(cache.note ?? '', 'Redis', 'the note');
    for (const server of [a, b]) {
      assertIncludes(await html(`${server.origin}${POST.path}`), '(content)');
      assert.equal(server.output().slice(logged.get(server)).match(OUTAGE_LINE)?.length, 1);
      // The handler's own reconnection errors are not repeated in the log while Redis is away.
      assert.doesNotMatch(server.output(), /Subscriber client error|Redis client error/);
    }
  });

  test('with Redis back the cache is shared again: a revalidation through B reaches A', { timeout: 30_000 }, async () => {
    redis = await startRedis(ports.clusterRedis);
    for (const server of [a, b]) {
      await eventually(
        () => health(server),
        ({ cache }) => assert.equal(cache.mode, 'shared'),
        poll,
      );
      assert.match(server.output(), /\[cache\] Redis is back/);
    }
    const marker = `Back ${run}`;
    await cachedThenEdited(marker);
    assertExcludes(await html(`${a.origin}/blog`), marker);
    assert.equal((await revalidatePost(b)).cache.reached, 'every instance');
    await editedFresh(a, marker);
  });

  test(
    'a post renamed and revalidated through A, then Redis stops: its old address still redirects on A and never fails on B',
    { timeout: 30_000 },
    async () => {
      const title = `Renamed ${run}`;
      const renamed = `/blog/${POST.id}/renamed-${run}`;
      for (const server of [a, b]) await html(`${server.origin}${POST.path}`);
      await control('posts', { ID: POST.id, title });
      assert.equal((await revalidatePost(a)).cache.reached, 'every instance');
      await redis.stop();
      // Every answer counts, the first on A after the outage most of all: a missing page is worse than a stale one.
      // A revalidated the post itself, so it redirects; B may still answer with its own copy of the old page (Redis
      // away costs B the freshness of A's revalidation), but never with an error.
      for (const server of [a, b]) {
        for (let round = 0; round < 3; round += 1) {
          const moved = await get(`${server.origin}${POST.path}`, { redirect: 'manual' });
          const what = `${server === a ? 'A' : 'B'} ${POST.path}, round ${round}`;
          if (server === b && moved.status === 200) continue;
          expectPermanentRedirect(moved, renamed, what);
        }
        assertIncludes(await html(`${server.origin}${renamed}`), title);
      }
      redis = await startRedis(ports.clusterRedis);
    },
  );

  test('SIGTERM finishes the request in flight and takes no new one', { timeout: 30_000 }, async () => {
    // A post no instance has rendered, on a slow API: its first request is still rendering when SIGTERM arrives.
    const title = `In flight ${run}`;
    await control('posts', { ID: 777_201, title, content: '<p>Rendered during shutdown.</p>' });
    await control('delay', { delayMs: 2_000 });
    try {
      const inFlight = get(`${a.origin}/blog/777201/in-flight-${run}`, { redirect: 'manual', timeoutMs: 20_000 });
      await new Promise((resolve) => setTimeout(resolve, 500));
      a.terminate();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await assert.rejects(get(`${a.origin}/about`, { timeoutMs: 2_000 }));
      const response = await inFlight;
      assert.equal(response.status, 200);
      assertIncludes(response.text, title);
      assert.notEqual(await a.exited, null);
    } finally {
      await control('delay', { delayMs: 0 });
    }
  });
});

test(
  'a malformed REDIS_URL stops the start, naming the variable (a typo must not silently unshare the cache)',
  { timeout: 30_000 },
  async () => {
    const start = startNextServer({ port: ports.clusterA, env: { REDIS_URL: 'cache.internal:6379' }, standalone: true });
    await assert.rejects(start, /exited with 1[\s\S]*\[config\] REDIS_URL: must be a redis:\/\/host:port/);
  },
);
