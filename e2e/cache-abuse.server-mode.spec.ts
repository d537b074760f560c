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
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../test-support/fixtures';
import { startNextServer, type NextServer } from '../test-support/next-server';
import { ports, serverModeTest } from '../test-support/ports';
import { redisCommand, startRedis, type RedisServer } from '../test-support/redis';

const api = `http://127.0.0.1:${ports.serverWpcom}`;
const run = Date.now().toString(36);
const auth = { authorization: `Bearer ${serverModeTest.secret}` };
// Pre-rendered by the build (the fake API's newest posts).
const POST = { id: 4101, path: '/blog/4101/hardening-fkp-clusters-for-a-stig-audit' };
const COLD_POST = { id: 3001, path: '/blog/3001/operations-notebook-1-cluster-upgrades' };
const poll = { timeout: 15_000, intervals: [250] };

async function control(request: APIRequestContext, path: string, data?: unknown) {
  const response = await request.post(`${api}/__control/${path}`, { data: data ?? {} });
  expect(response.ok(), `fake API ${path}`).toBe(true);
  return response;
}

async function apiRequests(request: APIRequestContext): Promise<string[]> {
  return ((await (await control(request, 'requests')).json()) as { requests: string[] }).requests;
}

/** Requests for the first page of the whole list (`number=100`, no page): one per regeneration of the list. */
async function listRegenerations(request: APIRequestContext): Promise<number> {
  return (await apiRequests(request)).filter(
    (path) => /\/posts\?/.test(path) && /[?&]number=100\b/.test(path) && !/[?&](page|page_handle)=/.test(path),
  ).length;
}

/** The list's first page at its default size: the check before every expiry of every blog page (a run). */
async function revalidateAllRuns(request: APIRequestContext): Promise<number> {
  return (await apiRequests(request)).filter((path) => /\/posts\?/.test(path) && !/[?&](number|type)=/.test(path)).length;
}

async function get(request: APIRequestContext, url: string) {
  return request.get(url, { maxRedirects: 0 });
}

async function html(request: APIRequestContext, url: string): Promise<string> {
  const response = await get(request, url);
  expect(response.status(), url).toBe(200);
  return response.text();
}

async function cacheMode(request: APIRequestContext, metricsPort: number): Promise<string> {
  const response = await request.get(`http://127.0.0.1:${metricsPort}/health`);
  return ((await response.json()) as { cache: { mode: string } }).cache.mode;
}

/** Keys in Redis, and entries in the handler's tag index (one field per cached entry). */
async function redisEntries(): Promise<{ keys: number; indexed: number }> {
  const buildId = readFileSync(join(__dirname, '..', '.next-server', 'BUILD_ID'), 'utf8').trim();
  const count = async (...args: string[]) => Number((await redisCommand(ports.abuseRedis, ...args)).replace(/^:/, ''));
  return { keys: await count('DBSIZE'), indexed: await count('HLEN', `site:${buildId}:__sharedTags__`) };
}

test.describe.configure({ mode: 'default' });

test.describe('a fresh cluster of two instances over one Redis', () => {
  let redis: RedisServer | null = null;
  let a: NextServer;
  let b: NextServer;

  test.beforeEach(async ({ request }) => {
    await control(request, 'reset');
    redis = await startRedis(ports.abuseRedis);
    const env = {
      BLOG_REVALIDATE_SECONDS: String(serverModeTest.longRevalidateSeconds),
      REVALIDATE_SECRET: serverModeTest.secret,
      REDIS_URL: redis.url,
    };
    [a, b] = await Promise.all([
      startNextServer({ port: ports.abuseA, env: { ...env, METRICS_PORT: String(ports.abuseMetricsA) }, standalone: true }),
      startNextServer({ port: ports.abuseB, env, standalone: true }),
    ]);
    // The cache starts with the first page request.
    for (const server of [a, b]) await html(request, `${server.origin}/blog`);
    await expect.poll(() => cacheMode(request, ports.abuseMetricsA), poll).toBe('shared');
  });
  test.afterEach(async ({ request }) => {
    await Promise.all([a?.stop(), b?.stop(), redis?.stop()]);
    redis = null;
    await control(request, 'reset');
  });

  /**
   * 20 revalidate-all calls 250 ms apart, each after an edit and followed by a visit to /blog on the instance it
   * went to: how many times the list was regenerated (fetched whole from the API), and every answer.
   */
  async function burst(request: APIRequestContext, targets: NextServer[]) {
    const before = { regenerations: await listRegenerations(request), runs: await revalidateAllRuns(request) };
    const started = Date.now();
    const answers: number[] = [];
    let lastCallMs = 0;
    for (let call = 1; call <= 20; call += 1) {
      const server = targets[(call - 1) % targets.length]!;
      // An editor saving again and again: the post changes before every call.
      await control(request, 'posts', { ID: POST.id, excerpt: `<p>Burst ${run} edit ${call}</p>` });
      lastCallMs = Date.now() - started;
      const response = await request.post(`${server.origin}/api/revalidate`, { headers: auth });
      answers.push(response.status());
      await html(request, `${server.origin}/blog`);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + call * 250 - Date.now())));
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    expect(
      answers.every((status) => status === 200 || status === 202),
      answers.join(' '),
    ).toBe(true);
    // The last call lands: the last edit shows once the window ends, on both instances.
    for (const server of [a, b]) {
      await expect
        .poll(() => html(request, `${server.origin}/blog`), { timeout: 20_000, intervals: [500] })
        .toContain(`Burst ${run} edit 20<`);
    }
    const regenerations = (await listRegenerations(request)) - before.regenerations;
    const runs = (await revalidateAllRuns(request)) - before.runs;
    return {
      regenerations,
      runs,
      seconds,
      // On a busy machine the calls spread over more than one 5 s window.
      windows: Math.max(1, Math.ceil(lastCallMs / 5_000)),
      summary: `${runs} runs (${answers.filter((status) => status === 200).length} at once), ${regenerations} regenerations of /blog`,
    };
  }

  test('a burst of 20 revalidate-all calls within 5 s costs a few regenerations, and the last edit shows', async ({ request }) => {
    test.setTimeout(90_000);
    const { regenerations, seconds, summary } = await burst(request, [a]);
    console.log(`revalidate-all burst through A: 20 calls in ${seconds} s, ${summary}`);
    // One at the first call and one at the end of each 5 s window the burst touched.
    expect(regenerations).toBeLessThanOrEqual(4);
  });

  test('the same burst alternating between A and B shares one window: as few runs as through one instance', async ({ request }) => {
    test.setTimeout(90_000);
    const { regenerations, runs, seconds, windows, summary } = await burst(request, [a, b]);
    console.log(`revalidate-all burst alternating A/B: 20 calls in ${seconds} s, ${summary}`);
    // One window for the cluster: a run at the first call and one at the end of each window the calls touched
    // (with a window per instance, twice that: each instance's first call and each instance's window ends).
    expect(runs).toBeLessThanOrEqual(1 + windows);
    // Each run costs the next visit one regeneration; the two instances may both render the one after the last.
    expect(regenerations).toBeLessThanOrEqual(runs + 1);
  });

  test('1,000 made-up article addresses add no entry to Redis', async ({ request }) => {
    test.setTimeout(180_000);
    // The cluster's ordinary pages are cached first, so what follows counts only the made-up addresses.
    for (const path of [POST.path, '/about']) await html(request, `${a.origin}${path}`);
    const before = await redisEntries();
    const ids = Array.from({ length: 1_000 }, (_, i) => 900_000 + ((Date.now() + i * 7919) % 99_000));
    for (let start = 0; start < ids.length; start += 20) {
      const statuses = await Promise.all(
        ids.slice(start, start + 20).map(async (id, i) => (await get(request, `${(i % 2 ? b : a).origin}/blog/${id}/made-up`)).status()),
      );
      expect(new Set(statuses)).toEqual(new Set([404]));
    }
    const after = await redisEntries();
    console.log(`1,000 made-up addresses: Redis keys ${before.keys} → ${after.keys}, indexed entries ${before.indexed} → ${after.indexed}`);
    expect(after).toEqual(before);
    // Real pages are still shared.
    expect(await html(request, `${b.origin}${POST.path}`)).toContain('<h1');
  });

  // Killed: connections refused at once. Hung (SIGSTOP): connections stay open and every call waits out the
  // handler's 1 s timeout, the harder case for the request that comes first.
  for (const outage of ['killed', 'hung'] as const) {
    test(`posts renamed and revalidated through A, then Redis ${outage}: old addresses still redirect on A, nothing fails`, async ({
      request,
    }) => {
      test.setTimeout(90_000);
      // One post whose old address both instances have served, one whose old address is first asked for after
      // the rename (pre-rendered by the build, never read from Redis).
      const posts = [POST, COLD_POST].map((post) => ({
        ...post,
        title: `Renamed ${run} ${post.id}`,
        renamed: `/blog/${post.id}/renamed-${run}-${post.id}`,
      }));
      const pages = ['/blog', '/about', '/blog/page/2', '/blog/4102/what%27s-new-in-vitro-ceph-amp-gitops-together'];
      for (const server of [a, b]) for (const path of [...pages, POST.path]) await html(request, `${server.origin}${path}`);
      for (const post of posts) {
        await control(request, 'posts', { ID: post.id, title: post.title });
        const revalidated = await request.post(`${a.origin}/api/revalidate`, { headers: auth, data: { id: post.id } });
        expect(revalidated.status()).toBe(200);
      }
      if (outage === 'killed') await redis!.stop();
      else redis!.pause();
      // 40 requests at once, the old addresses on A first: never a 404 or a 500.
      const burst = [
        ...posts.map((post) => ({ server: a, path: post.path, post })),
        ...Array.from({ length: 38 }, (_, i) => {
          const post = posts[i % 2]!;
          return { server: i % 2 ? b : a, path: [...pages, post.path, post.renamed][i % (pages.length + 2)]!, post };
        }),
      ];
      const answers = await Promise.all(
        burst.map(async ({ server, path, post }) => {
          const status = (await get(request, `${server.origin}${path}`)).status();
          // A revalidated the posts itself: the old address redirects, the new one answers. B missed the
          // revalidations (Redis is away): its old copy or a redirect between the two, never an error.
          const expected = !path.startsWith(`/blog/${post.id}/`) ? [200] : server === b ? [200, 308] : path === post.path ? [308] : [200];
          return { name: `${server === a ? 'A' : 'B'} ${path}`, status, ok: expected.includes(status) };
        }),
      );
      expect(answers.filter(({ ok }) => !ok).map(({ name, status }) => `${name}: ${status}`)).toEqual([]);
      for (const post of posts) {
        // Next repeats a cached redirect's Location (same value, see server-mode.spec.ts).
        const moved = await get(request, `${a.origin}${post.path}`);
        const locations = moved.headersArray().filter(({ name }) => name.toLowerCase() === 'location');
        expect(new Set(locations.map(({ value }) => value))).toEqual(new Set([post.renamed]));
      }
      for (const post of posts) expect(await html(request, `${a.origin}${post.renamed}`)).toContain(post.title);
      // A webhook never fails for Redis: revalidate-all runs on this instance's window, and the log says so.
      const all = await request.post(`${a.origin}/api/revalidate`, { headers: auth });
      expect(all.status()).toBe(200);
      expect(a.output()).toMatch(
        /\[revalidate\] Redis is not answering \(.+\): revalidate-all calls coalesce per instance until it is back/,
      );
      for (const path of pages) await html(request, `${a.origin}${path}`);
    });
  }
});
