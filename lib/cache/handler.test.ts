/** @jest-environment node */
import { FallbackCache } from './handler.mjs';
import { cacheStatus } from './status';

type Entry = { value: string } | null;

/** A cache that keeps entries in a Map and remembers revalidated tags: stands in for Next's local cache and for Redis. */
function memoryCache() {
  const entries = new Map<string, Entry>();
  const revalidated: string[] = [];
  return {
    entries,
    revalidated,
    get: jest.fn(async (key: string) => entries.get(key) ?? null),
    set: jest.fn(async (key: string, data: unknown) => void entries.set(key, data as Entry)),
    revalidateTag: jest.fn(async (tags: string | string[]) => void revalidated.push(...[tags].flat())),
  };
}

/** A Redis whose PING can be made to fail or to hang, like a stopped or an overloaded server. */
function fakeRedis() {
  const state = { mode: 'up' as 'up' | 'down' | 'slow' };
  const probe = {
    ping: async () => {
      if (state.mode === 'down') throw new Error('connect ECONNREFUSED 127.0.0.1:6379');
      if (state.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 200));
      return 'PONG';
    },
  };
  return { state, probe };
}

function setup() {
  const local = memoryCache();
  const remote = memoryCache();
  const redis = fakeRedis();
  const log = jest.fn();
  const cache = new FallbackCache({ local, remote: () => remote, probe: redis.probe, log, timeoutMs: 50 });
  return { local, remote, redis, log, cache };
}

describe('the shared cache with its local fallback', () => {
  it('reads and writes through Redis while it answers, and keeps a local copy', async () => {
    const { cache, local, remote } = setup();
    await cache.check();
    expect(cacheStatus().mode).toBe('shared');
    await cache.set('/blog', { value: 'list' }, {});
    expect(remote.entries.get('/blog')).toEqual({ value: 'list' });
    expect(local.entries.get('/blog')).toEqual({ value: 'list' });
    // Another instance revalidated the page: Redis has nothing, and the stale local copy is not served.
    remote.entries.delete('/blog');
    expect(await cache.get('/blog', {})).toBeNull();
  });

  it('runs one probe at a time, so a PING answered before an outage never marks Redis back after it', async () => {
    const { cache, redis, log } = setup();
    await cache.check();
    const ping = jest.spyOn(redis.probe, 'ping');
    redis.state.mode = 'down';
    await Promise.all([cache.check(), cache.check(), cache.check()]);
    expect(ping).toHaveBeenCalledTimes(1);
    await cache.check();
    expect(cacheStatus().mode).toBe('degraded');
    expect(log.mock.calls.filter(([line]) => /not answering/.test(line))).toHaveLength(1);
    expect(log.mock.calls.filter(([line]) => /Redis is back/.test(line))).toHaveLength(0);
  });

  it('serves from the local cache when Redis stops, logs it once, and never throws', async () => {
    const { cache, redis, log } = setup();
    await cache.check();
    await cache.set('/blog', { value: 'list' }, {});
    redis.state.mode = 'down';
    for (let i = 0; i < 5; i += 1) await cache.check();
    expect(cacheStatus()).toMatchObject({ mode: 'degraded', reason: expect.stringContaining('ECONNREFUSED') });
    expect(await cache.get('/blog', {})).toEqual({ value: 'list' });
    await expect(cache.set('/blog/page/2', { value: 'page 2' }, {})).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toMatch(/Redis is not answering/);
  });

  it('counts a Redis slower than the timeout as away', async () => {
    const { cache, redis } = setup();
    await cache.check();
    redis.state.mode = 'slow';
    await cache.check();
    expect(cacheStatus()).toMatchObject({ mode: 'degraded', reason: expect.stringContaining('longer than 50 ms') });
  });

  it('falls back when a Redis operation hangs, without waiting past the timeout', async () => {
    const { cache, remote, local } = setup();
    await cache.check();
    local.entries.set('/blog', { value: 'local list' });
    remote.get.mockImplementation(() => new Promise(() => {}));
    const started = Date.now();
    expect(await cache.get('/blog', {})).toEqual({ value: 'local list' });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(cacheStatus().mode).toBe('degraded');
  });

  it('replays the tags revalidated during the outage when Redis is back, and says so once', async () => {
    const { cache, redis, remote, local, log } = setup();
    await cache.check();
    redis.state.mode = 'down';
    await cache.check();
    await cache.revalidateTag(['blog-list', 'blog-post-7']);
    expect(local.revalidated).toEqual(['blog-list', 'blog-post-7']);
    expect(remote.revalidated).toEqual([]);
    expect(cacheStatus().pendingTags).toBe(2);

    redis.state.mode = 'up';
    await cache.check();
    expect(cacheStatus()).toMatchObject({ mode: 'shared', pendingTags: 0 });
    expect(remote.revalidated).toEqual(expect.arrayContaining(['blog-list', 'blog-post-7']));
    expect(log.mock.calls.map(([line]) => line)).toEqual([expect.stringMatching(/not answering/), expect.stringMatching(/back/)]);
  });

  it('without REDIS_URL is the local cache alone', async () => {
    const local = memoryCache();
    const cache = new FallbackCache({ local, remote: () => local, probe: null });
    await cache.check();
    await cache.set('/blog', { value: 'list' }, {});
    expect(await cache.get('/blog', {})).toEqual({ value: 'list' });
    expect(cacheStatus().mode).toBe('local');
  });
});

describe('reuse of an entry just read from Redis', () => {
  it('reads Redis once a second per key at most; its own writes and revalidations are seen at once', async () => {
    const { cache, remote } = setup();
    await cache.check();
    remote.entries.set('/blog', { value: 'v1' });
    let now = 1_000;
    (cache as unknown as { now: () => number }).now = () => now;
    expect(await cache.get('/blog', {})).toEqual({ value: 'v1' });
    remote.entries.set('/blog', { value: 'v2 from another instance' });
    expect(await cache.get('/blog', {})).toEqual({ value: 'v1' });
    expect(remote.get).toHaveBeenCalledTimes(1);
    now += 1_001;
    expect(await cache.get('/blog', {})).toEqual({ value: 'v2 from another instance' });

    await cache.set('/blog', { value: 'v3 written here' }, {});
    expect(await cache.get('/blog', {})).toEqual({ value: 'v3 written here' });
    remote.entries.delete('/blog');
    await cache.revalidateTag('blog');
    expect(await cache.get('/blog', {})).toBeNull();
  });
});
