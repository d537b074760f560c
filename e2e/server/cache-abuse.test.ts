/**
 * What outsiders and outages must not cost two standalone servers over one Redis (at its defaults), each sequence
 * on a fresh cluster (new Redis, new servers) over the server build's fake API, with a long window (600 s) so only
 * POST /api/revalidate refreshes a page:
 * - a burst of revalidate-all calls costs a few regenerations of /blog, and the edit made before the last call shows;
 * - 1,000 made-up article addresses (404s) add no entry to Redis;
 * - a post renamed and revalidated through A, then Redis stops: A's next answer for the old address is still the
 *   redirect to the new one, and every other page answers as before (Redis away costs freshness only).
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
const poll = { timeoutMs: 15_000, intervalMs: 250 };

/** Requests for the first page of the whole list (`number=100`, no page): one per regeneration of the list. */
async function listRegenerations(): Promise<number> {
  return (await apiRequests()).filter(
    (path) => /\/posts\?/.test(path) && /[?&]number=100\b/.test(path) && !/[?&](page|page_handle)=/.test(path),
  ).length;
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

  test(
    'a burst of 20 revalidate-all calls within 5 s costs a few regenerations, and the last edit shows',
    { timeout: 90_000 },
    async () => {
      const before = await listRegenerations();
      const started = Date.now();
      const answers: number[] = [];
      for (let call = 1; call <= 20; call += 1) {
        // An editor saving again and again: the post changes before every call.
        await control('posts', { ID: POST.id, excerpt: `<p>Burst ${run} edit ${call}</p>` });
        answers.push((await post(`${a.origin}/api/revalidate`, { headers: withSecret })).status);
        await html(`${a.origin}/blog`);
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + call * 250 - Date.now())));
      }
      assert.ok(
        answers.every((status) => status === 200 || status === 202),
        answers.join(' '),
      );
      // The last call lands: the last edit shows once the window ends, on both instances.
      const lastEdit = `Burst ${run} edit 20<`;
      await eventually(
        () => html(`${a.origin}/blog`),
        (page) => assertIncludes(page, lastEdit, 'A /blog'),
        { timeoutMs: 20_000, intervalMs: 500 },
      );
      await eventually(
        () => html(`${b.origin}/blog`),
        (page) => assertIncludes(page, lastEdit, 'B /blog'),
        poll,
      );
      const regenerations = (await listRegenerations()) - before;
      console.log(
        `revalidate-all burst: 20 calls in ${((Date.now() - started) / 1000).toFixed(1)} s, ${regenerations} regenerations of /blog`,
      );
      // One at the first call and one at the end of each 5 s window the burst touched.
      assert.ok(regenerations <= 4, `${regenerations} regenerations`);
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

  test(
    'a post renamed and revalidated through A, then Redis stops: the old address still redirects on A',
    { timeout: 30_000 },
    async () => {
      const title = `Renamed ${run}`;
      const renamed = `/blog/${POST.id}/renamed-${run}`;
      const pages = ['/blog', '/about', '/blog/page/2', '/blog/4102/what%27s-new-in-vitro-ceph-amp-gitops-together'];
      for (const server of [a, b]) for (const path of pages) await html(`${server.origin}${path}`);
      await control('posts', { ID: POST.id, title });
      const revalidated = await post(`${a.origin}/api/revalidate`, { headers: withSecret, json: { id: POST.id } });
      assert.equal(revalidated.status, 200);
      await redis!.stop();
      redis = null;
      // The first request on A after the outage began, then around it, every page as before: never a 404 or a 500.
      const moved = await get(`${a.origin}${POST.path}`, { redirect: 'manual' });
      expectPermanentRedirect(moved, renamed, `A ${POST.path} after Redis stopped`);
      for (let round = 0; round < 3; round += 1) {
        for (const path of pages) await html(`${a.origin}${path}`);
        assert.equal((await get(`${a.origin}${POST.path}`, { redirect: 'manual' })).status, 308);
        assertIncludes(await html(`${a.origin}${renamed}`), title);
        // B missed A's revalidation (Redis is away): its old copy, or the redirect, never an error.
        for (const path of pages) await html(`${b.origin}${path}`);
        assert.ok([200, 308].includes((await get(`${b.origin}${POST.path}`, { redirect: 'manual' })).status));
      }
    },
  );
});
