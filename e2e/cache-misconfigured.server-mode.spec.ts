/**
 * A Redis that answers but that the cache cannot use, as an operator meets it: a wrong or missing password, a
 * read-only replica, a user without the permissions the cache needs. Each time the standalone server starts,
 * serves every page from its local cache, names the problem in one log line and in GET /health on the metrics port, and never
 * calls it "not answering" or lets a rejection go unhandled. One server at a time over the server build's fake API.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../test-support/fixtures';
import { startNextServer, type NextServer } from '../test-support/next-server';
import { ports, serverModeTest } from '../test-support/ports';
import { redisCommand, startRedis, type RedisServer } from '../test-support/redis';

test.describe.configure({ mode: 'serial' });

const poll = { timeout: 20_000, intervals: [250] };
const PAGES = ['/blog', '/blog/4101/hardening-fkp-clusters-for-a-stig-audit', '/about'];
const UNHANDLED = /Unhandled|unhandledRejection|uncaughtException|ERR_UNHANDLED/;

type Health = { status: string; cache: { mode: string; problem: string | null; reason: string | null; shared: boolean } };

/** The cache's log lines: the server logs JSON (lib/server/observability/log.ts), console lines as their `msg`. */
function cacheLines(output: string): string[] {
  return output
    .split('\n')
    .map((line) => {
      try {
        return String((JSON.parse(line) as { msg?: unknown }).msg ?? '');
      } catch {
        return line;
      }
    })
    .filter((line) => line.startsWith('[cache]'));
}

/** The detail, on the metrics port (the public GET /api/health answers only `{"status":"ok"}`). */
async function health(request: APIRequestContext): Promise<Health> {
  const response = await request.get(`http://127.0.0.1:${ports.misconfiguredMetrics}/health`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Health;
}

/** Starts a server over `redisUrl`, checks what it says and serves, and stops it. */
async function expectNamed(
  request: APIRequestContext,
  redisUrl: string,
  explanation: RegExp,
  after?: (server: NextServer) => Promise<void>,
) {
  const server = await startNextServer({
    port: ports.misconfiguredSite,
    env: {
      REDIS_URL: redisUrl,
      BLOG_REVALIDATE_SECONDS: String(serverModeTest.longRevalidateSeconds),
      REVALIDATE_SECRET: serverModeTest.secret,
      METRICS_PORT: String(ports.misconfiguredMetrics),
    },
    standalone: true,
  });
  try {
    // The cache starts with the first page request; the pages answer from the local cache all the same.
    for (const path of PAGES) expect((await request.get(`${server.origin}${path}`, { maxRedirects: 0 })).status(), path).toBe(200);
    await expect.poll(async () => (await health(request)).cache.problem, poll).toBe('misconfigured');
    const { status, cache } = await health(request);
    expect(status).toBe('ok');
    expect(cache).toMatchObject({ mode: 'degraded', shared: false });
    expect(cache.reason).toMatch(explanation);
    // A few probes later: still one line, the right one, and nothing unhandled.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    for (const path of PAGES) expect((await request.get(`${server.origin}${path}`, { maxRedirects: 0 })).status(), path).toBe(200);
    const lines = cacheLines(server.output());
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[cache\] Redis cannot be used: /);
    expect(lines[0]).toMatch(explanation);
    expect(server.output()).not.toMatch(/not answering/);
    expect(server.output()).not.toMatch(UNHANDLED);
    await after?.(server);
  } finally {
    await server.stop();
  }
}

test.describe('a Redis the cache cannot use', () => {
  let redis: RedisServer | undefined;
  let primary: RedisServer | undefined;
  test.afterEach(async () => {
    await Promise.all([redis?.stop(), primary?.stop()]);
    redis = primary = undefined;
  });

  test('a wrong password', async ({ request }) => {
    redis = await startRedis(ports.misconfiguredRedis, { args: ['--requirepass', 'right-password'] });
    await expectNamed(request, redis.url.replace('redis://', 'redis://:wrong-password@'), /user name or password in REDIS_URL/);
  });

  test('no password where Redis requires one', async ({ request }) => {
    redis = await startRedis(ports.misconfiguredRedis, { args: ['--requirepass', 'right-password'] });
    await expectNamed(request, redis.url, /requires a password/);
  });

  test('a read-only replica, until it is promoted: then the cache is shared', async ({ request }) => {
    primary = await startRedis(ports.misconfiguredPrimary);
    redis = await startRedis(ports.misconfiguredRedis, { args: ['--replicaof', '127.0.0.1', String(ports.misconfiguredPrimary)] });
    await expectNamed(request, redis.url, /read-only replica/, async (server) => {
      expect(await redisCommand(ports.misconfiguredRedis, 'REPLICAOF', 'NO', 'ONE')).toBe('+OK');
      await expect.poll(async () => (await health(request)).cache.mode, poll).toBe('shared');
      expect(server.output()).toMatch(/\[cache\] Redis is back/);
    });
  });

  test('a user without the hash commands the cache needs', async ({ request }) => {
    redis = await startRedis(ports.misconfiguredRedis, {
      args: ['--user', 'cache', 'on', '>cache-password', '~*', '&*', '+@all', '-@hash'],
    });
    await expectNamed(request, redis.url.replace('redis://', 'redis://cache:cache-password@'), /may not run a command/);
  });
});
