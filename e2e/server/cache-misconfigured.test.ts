/**
 * A Redis that answers but that the cache cannot use, as an operator meets it: a wrong or missing password, a
 * read-only replica, a user without the permissions the cache needs. Each time the standalone server starts,
 * serves every page from its local cache, names the problem in one log line and in GET /health on the metrics port, and never
 * calls it "not answering" or lets a rejection go unhandled. One server at a time over the server build's fake API.
 */
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { eventually, get } from '../../test-support/http';
import { startNextServer, type NextServer } from '../../test-support/next-server';
import { ports } from '../../test-support/ports';
import { redisCommand, startRedis, type RedisServer } from '../../test-support/redis';
import { longWindow, metricsHealth, PRERENDERED } from '../../test-support/server-mode';

const poll = { timeoutMs: 20_000, intervalMs: 250 };
const PAGES = ['/blog', PRERENDERED.first.path, '/about'];
const UNHANDLED = /Unhandled|unhandledRejection|uncaughtException|ERR_UNHANDLED/;
/** Each test starts a standalone server, which on a busy machine alone can take 20 s. */
const timeout = 60_000;

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

const health = () => metricsHealth(ports.misconfiguredMetrics);

async function expectPagesServed(server: NextServer) {
  for (const path of PAGES) assert.equal((await get(`${server.origin}${path}`, { redirect: 'manual' })).status, 200, path);
}

/** Starts a server over `redisUrl`, checks what it says and serves, and stops it. */
async function expectNamed(redisUrl: string, explanation: RegExp, after?: (server: NextServer) => Promise<void>) {
  const server = await startNextServer({
    port: ports.misconfiguredSite,
    env: { ...longWindow, REDIS_URL: redisUrl, METRICS_PORT: String(ports.misconfiguredMetrics) },
    standalone: true,
  });
  try {
    // The cache starts with the first page request; the pages answer from the local cache all the same.
    await expectPagesServed(server);
    await eventually(health, ({ cache }) => assert.equal(cache.problem, 'misconfigured'), poll);
    const { status, cache } = await health();
    assert.equal(status, 'ok');
    assert.partialDeepStrictEqual(cache, { mode: 'degraded', shared: false });
    assert.match(cache.reason ?? '', explanation);
    // A few probes later: still one line, the right one, and nothing unhandled.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await expectPagesServed(server);
    const lines = cacheLines(server.output());
    assert.equal(lines.length, 1, lines.join('\n'));
    assert.match(lines[0]!, /^\[cache\] Redis cannot be used: /);
    assert.match(lines[0]!, explanation);
    assert.doesNotMatch(server.output(), /not answering/);
    assert.doesNotMatch(server.output(), UNHANDLED);
    await after?.(server);
  } finally {
    await server.stop();
  }
}

describe('a Redis the cache cannot use', () => {
  let redis: RedisServer | undefined;
  let primary: RedisServer | undefined;
  afterEach(async () => {
    await Promise.all([redis?.stop(), primary?.stop()]);
    redis = primary = undefined;
  });

  test('a wrong password', { timeout }, async () => {
    redis = await startRedis(ports.misconfiguredRedis, { args: ['--requirepass', 'right-password'] });
    await expectNamed(redis.url.replace('redis://', 'redis://:wrong-password@'), /user name or password in REDIS_URL/);
  });

  test('no password where Redis requires one', { timeout }, async () => {
    redis = await startRedis(ports.misconfiguredRedis, { args: ['--requirepass', 'right-password'] });
    await expectNamed(redis.url, /requires a password/);
  });

  test('a read-only replica, until it is promoted: then the cache is shared', { timeout }, async () => {
    primary = await startRedis(ports.misconfiguredPrimary);
    redis = await startRedis(ports.misconfiguredRedis, { args: ['--replicaof', '127.0.0.1', String(ports.misconfiguredPrimary)] });
    await expectNamed(redis.url, /read-only replica/, async (server) => {
      assert.equal(await redisCommand(ports.misconfiguredRedis, 'REPLICAOF', 'NO', 'ONE'), '+OK');
      await eventually(health, ({ cache }) => assert.equal(cache.mode, 'shared'), poll);
      assert.match(server.output(), /\[cache\] Redis is back/);
    });
  });

  test('a user without the hash commands the cache needs', { timeout }, async () => {
    redis = await startRedis(ports.misconfiguredRedis, {
      args: ['--user', 'cache', 'on', '>cache-password', '~*', '&*', '+@all', '-@hash'],
    });
    await expectNamed(redis.url.replace('redis://', 'redis://cache:cache-password@'), /may not run a command/);
  });
});
