/**
 * What outsiders and outages must not cost two standalone servers over one Redis (at its defaults), each sequence
 * on a fresh cluster (new Redis, new servers) over the server build's fake API, with a long window (600 s) so only
 * POST /api/revalidate refreshes a page:
 * - a burst of revalidate-all calls costs a few regenerations of /blog, and the edit made before the last call shows;
 * - 1,000 made-up article addresses (404s) add no entry to Redis;
 * - a burst alternating between the two costs no more: they share one window through Redis;
 * - posts renamed and revalidated through A, then Redis killed or hung: 40 requests at once, A's old addresses
 *   first, answer the redirect to the new addresses (one never asked for before the rename among them) and every
 *   other page as before (Redis away costs freshness only); a revalidate-all call still answers 200.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { assertIncludes, eventually, expectPermanentRedirect, get, html, post } from '../../test-support/http';
import type { NextServer } from '../../test-support/next-server';
import { ports } from '../../test-support/ports';
import { redisCommand, type RedisServer } from '../../test-support/redis';
import { apiRequests, control, metricsHealth, PRERENDERED, startCluster, withSecret } from '../../test-support/server-mode';

const run = Date.now().toString(36);
const POST = PRERENDERED.first;
// Pre-rendered by the build but never asked for before its rename: its old address is not in Redis.
const COLD_POST = { id: 3001, path: '/blog/3001/operations-notebook-1-cluster-upgrades' };
const poll = { timeoutMs: 15_000, intervalMs: 250 };

/** Requests for the first page of the whole list (`number=100`, no page): one per regeneration of the list. */
async function listRegenerations(): Promise<number> {
  return (await apiRequests()).filter(
    (path) => /\/posts\?/.test(path) && /[?&]number=100\b/.test(path) && !/[?&](page|page_handle)=/.test(path),
  ).length;
}

/** The list's first page at its default size: the check before every expiry of every blog page (a run). */
async function revalidateAllRuns(): Promise<number> {
  return (await apiRequests()).filter((path) => /\/posts\?/.test(path) && !/[?&](number|type)=/.test(path)).length;
}

/** Keys in Redis, and entries in the handler's tag index (one field per cached entry). */
async function redisEntries(): Promise<{ keys: number; indexed: number }> {
  const buildId = readFileSync(join(__dirname, '..', '..', '.next-server', 'BUILD_ID'), 'utf8').trim();
  const count = async (...args: string[]) => Number((await redisCommand(ports.abuseRedis, ...args)).replace(/^:/, ''));
  return { keys: await count('DBSIZE'), indexed: await count('HLEN', `site:${buildId}:__sharedTags__`) };
}

describe('a fresh cluster of two instances over one Redis', () => {
  let redis: RedisServer | null = null;
  let a: NextServer;
  let b: NextServer;

  beforeEach(
    async () => {
      await control('reset');
      ({
        redis,
        servers: [a, b],
      } = await startCluster(ports.abuseRedis, [{ port: ports.abuseA, metricsPort: ports.abuseMetricsA }, { port: ports.abuseB }]));
      // The cache starts with the first page request.
      for (const server of [a, b]) await html(`${server.origin}/blog`);
      await eventually(
        () => metricsHealth(ports.abuseMetricsA),
        ({ cache }) => assert.equal(cache.mode, 'shared'),
        poll,
      );
    },
    { timeout: 60_000 },
  );
  afterEach(async () => {
    await Promise.all([a?.stop(), b?.stop(), redis?.stop()]);
    redis = null;
    await control('reset');
  });

  /**
   * 20 revalidate-all calls 250 ms apart, each after an edit and followed by a visit to /blog on the instance it
   * went to: how many times the list was regenerated (fetched whole from the API), and every answer.
   */
  async function burst(targets: NextServer[]) {
    const before = { regenerations: await listRegenerations(), runs: await revalidateAllRuns() };
    const started = Date.now();
    const answers: number[] = [];
    let lastCallMs = 0;
    for (let call = 1; call <= 20; call += 1) {
      const server = targets[(call - 1) % targets.length]!;
      // An editor saving again and again: the post changes before every call.
      await control('posts', { ID: POST.id, excerpt: `<p>Burst ${run} edit ${call}</p>` });
      lastCallMs = Date.now() - started;
      answers.push((await post(`${server.origin}/api/revalidate`, { headers: withSecret })).status);
      await html(`${server.origin}/blog`);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + call * 250 - Date.now())));
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    assert.ok(
      answers.every((status) => status === 200 || status === 202),
      answers.join(' '),
    );
    // The last call lands: the last edit shows once the window ends, on both instances.
    const lastEdit = `Burst ${run} edit 20<`;
    for (const [name, server] of [
      ['A', a],
      ['B', b],
    ] as const) {
      await eventually(
        () => html(`${server.origin}/blog`),
        (page) => assertIncludes(page, lastEdit, `${name} /blog`),
        { timeoutMs: 20_000, intervalMs: 500 },
      );
    }
    const regenerations = (await listRegenerations()) - before.regenerations;
    const runs = (await revalidateAllRuns()) - before.runs;
    return {
      regenerations,
      runs,
      seconds,
      // On a busy machine the calls spread over more than one 5 s window.
      windows: Math.max(1, Math.ceil(lastCallMs / 5_000)),
      summary: `${runs} runs (${answers.filter((status) => status === 200).length} at once), ${regenerations} regenerations of /blog`,
    };
  }

  test(
    'a burst of 20 revalidate-all calls within 5 s costs a few regenerations, and the last edit shows',
    { timeout: 90_000 },
    async () => {
      const { regenerations, seconds, summary } = await burst([a]);
      console.log(`revalidate-all burst through A: 20 calls in ${seconds} s, ${summary}`);
      // One at the first call and one at the end of each 5 s window the burst touched.
      assert.ok(regenerations <= 4, `${regenerations} regenerations`);
    },
  );

  test(
    'the same burst alternating between A and B shares one window: as few runs as through one instance',
    { timeout: 90_000 },
    async () => {
      const { regenerations, runs, seconds, windows, summary } = await burst([a, b]);
      console.log(`revalidate-all burst alternating A/B: 20 calls in ${seconds} s, ${summary}`);
      // One window for the cluster: a run at the first call and one at the end of each window the calls touched
      // (with a window per instance, twice that: each instance's first call and each instance's window ends).
      assert.ok(runs <= 1 + windows, `${runs} runs over ${windows} windows`);
      // Each run costs the next visit one regeneration; the two instances may both render the one after the last.
      assert.ok(regenerations <= runs + 1, `${regenerations} regenerations after ${runs} runs`);
    },
  );

  test('1,000 made-up article addresses add no entry to Redis', { timeout: 180_000 }, async () => {
    // The cluster's ordinary pages are cached first, so what follows counts only the made-up addresses.
    for (const path of [POST.path, '/about']) await html(`${a.origin}${path}`);
    const before = await redisEntries();
    const ids = Array.from({ length: 1_000 }, (_, i) => 900_000 + ((Date.now() + i * 7919) % 99_000));
    for (let start = 0; start < ids.length; start += 20) {
      const statuses = await Promise.all(
        ids
          .slice(start, start + 20)
          .map(async (id, i) => (await get(`${(i % 2 ? b : a).origin}/blog/${id}/made-up`, { redirect: 'manual' })).status),
      );
      assert.deepEqual(new Set(statuses), new Set([404]));
    }
    const after = await redisEntries();
    console.log(`1,000 made-up addresses: Redis keys ${before.keys} → ${after.keys}, indexed entries ${before.indexed} → ${after.indexed}`);
    assert.deepEqual(after, before);
    // Real pages are still shared.
    assertIncludes(await html(`${b.origin}${POST.path}`), '<h1');
  });

  // Killed: connections refused at once. Hung (SIGSTOP): connections stay open and every call waits out the
  // handler's 1 s timeout, the harder case for the request that comes first.
  for (const outage of ['killed', 'hung'] as const) {
    test(
      `posts renamed and revalidated through A, then Redis ${outage}: old addresses still redirect on A, nothing fails`,
      { timeout: 90_000 },
      async () => {
        // One post whose old address both instances have served, one whose old address is first asked for after
        // the rename (pre-rendered by the build, never read from Redis).
        const posts = [POST, COLD_POST].map((entry) => ({
          ...entry,
          title: `Renamed ${run} ${entry.id}`,
          renamed: `/blog/${entry.id}/renamed-${run}-${entry.id}`,
        }));
        const pages = ['/blog', '/about', '/blog/page/2', '/blog/4102/what%27s-new-in-vitro-ceph-amp-gitops-together'];
        for (const server of [a, b]) for (const path of [...pages, POST.path]) await html(`${server.origin}${path}`);
        for (const entry of posts) {
          await control('posts', { ID: entry.id, title: entry.title });
          const revalidated = await post(`${a.origin}/api/revalidate`, { headers: withSecret, json: { id: entry.id } });
          assert.equal(revalidated.status, 200);
        }
        if (outage === 'killed') await redis!.stop();
        else redis!.pause();
        // 40 requests at once, the old addresses on A first: never a 404 or a 500.
        const requests = [
          ...posts.map((entry) => ({ server: a, path: entry.path, entry })),
          ...Array.from({ length: 38 }, (_, i) => {
            const entry = posts[i % 2]!;
            return { server: i % 2 ? b : a, path: [...pages, entry.path, entry.renamed][i % (pages.length + 2)]!, entry };
          }),
        ];
        const answers = await Promise.all(
          requests.map(async ({ server, path, entry }) => {
            const { status } = await get(`${server.origin}${path}`, { redirect: 'manual' });
            // A revalidated the posts itself: the old address redirects, the new one answers. B missed the
            // revalidations (Redis is away): its old copy or a redirect between the two, never an error.
            const expected = !path.startsWith(`/blog/${entry.id}/`)
              ? [200]
              : server === b
                ? [200, 308]
                : path === entry.path
                  ? [308]
                  : [200];
            return { name: `${server === a ? 'A' : 'B'} ${path}`, status, ok: expected.includes(status) };
          }),
        );
        assert.deepEqual(
          answers.filter(({ ok }) => !ok).map(({ name, status }) => `${name}: ${status}`),
          [],
        );
        for (const entry of posts) {
          expectPermanentRedirect(await get(`${a.origin}${entry.path}`, { redirect: 'manual' }), entry.renamed, `A ${entry.path}`);
          assertIncludes(await html(`${a.origin}${entry.renamed}`), entry.title);
        }
        // A webhook never fails for Redis: revalidate-all runs on this instance's window, and the log says so.
        assert.equal((await post(`${a.origin}/api/revalidate`, { headers: withSecret })).status, 200);
        assert.match(
          a.output(),
          /\[revalidate\] Redis is not answering \(.+\): revalidate-all calls coalesce per instance until it is back/,
        );
        for (const path of pages) await html(`${a.origin}${path}`);
      },
    );
  }
});
