/** @jest-environment node */
import { FallbackCache } from './fallback.mjs';
import { nextInterface } from './redis-interface.mjs';
import { diagnose } from './state.mjs';
import { cacheStatus, onCacheEvent, type CacheEvent } from './status';

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
  const state = { mode: 'up' as 'up' | 'down' | 'slow', writeError: null as string | null };
  const probe = {
    ping: async () => {
      if (state.mode === 'down') throw new Error('connect ECONNREFUSED 127.0.0.1:6379');
      if (state.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 200));
      return 'PONG';
    },
    // What the write check meets on a replica or with a user lacking permissions (node-redis's ErrorReply text).
    verify: async () => {
      if (state.writeError) throw new Error(state.writeError);
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

describe('a Redis that answers but cannot be used', () => {
  it('names a read-only replica in one line and in the status, never as "not answering", and shares once it is fixed', async () => {
    const { cache, redis, log, remote } = setup();
    redis.state.writeError = "READONLY You can't write against a read only replica.";
    for (let i = 0; i < 5; i += 1) await cache.check();
    expect(cacheStatus()).toMatchObject({
      mode: 'degraded',
      problem: 'misconfigured',
      reason: expect.stringContaining('read-only replica'),
    });
    expect(log.mock.calls.map(([line]) => line)).toEqual([
      expect.stringMatching(/^\[cache\] Redis cannot be used: REDIS_URL points at a read-only replica/),
    ]);
    await cache.set('/blog', { value: 'list' }, {});
    expect(remote.entries.size).toBe(0);

    redis.state.writeError = null;
    await cache.check();
    expect(cacheStatus()).toMatchObject({ mode: 'shared', problem: null });
  });

  it.each([
    ['WRONGPASS invalid username-password pair or user is disabled.', /user name or password in REDIS_URL/],
    ['NOAUTH Authentication required.', /requires a password/],
    ["NOPERM User cache has no permissions to run the 'hscan' command", /may not run a command/],
    ["ERR unknown command 'UNLINK', with args beginning with:", /lacks a command/],
    ["OOM command not allowed when used memory > 'maxmemory'.", /maxmemory-policy/],
  ])('tells what to fix for %s', (reply, explanation) => {
    expect(diagnose(new Error(reply))).toEqual({ problem: 'misconfigured', reason: expect.stringMatching(explanation) });
  });

  it('counts refused and reset connections as an outage', () => {
    expect(diagnose(new Error('connect ECONNREFUSED 127.0.0.1:6379')).problem).toBe('unreachable');
    expect(diagnose(new Error('Socket closed unexpectedly')).problem).toBe('unreachable');
  });
});

describe('events for metrics', () => {
  it('reports reads (hit, stale, miss and which cache), revalidations and state changes', async () => {
    const events: CacheEvent[] = [];
    const off = onCacheEvent((event) => events.push(event));
    try {
      const { cache, remote, redis } = setup();
      await cache.check();
      remote.entries.set('/fresh', { value: 'x', lifespan: { staleAt: Date.now() / 1000 + 60 } } as never);
      remote.entries.set('/old', { value: 'x', lifespan: { staleAt: Date.now() / 1000 - 60 } } as never);
      await cache.get('/fresh', {});
      await cache.get('/old', {});
      await cache.get('/none', {});
      await cache.revalidateTag(['a', 'b']);
      redis.state.mode = 'down';
      await cache.check();
      await cache.revalidateTag('c');
      await cache.get('/none', {});
      expect(events.filter((e) => e.type === 'result')).toEqual([
        { type: 'result', result: 'hit', source: 'shared', kind: null },
        { type: 'result', result: 'stale', source: 'shared', kind: null },
        { type: 'result', result: 'miss', source: 'shared', kind: null },
        { type: 'result', result: 'miss', source: 'local', kind: null },
      ]);
      expect(events.filter((e) => e.type === 'revalidation')).toEqual([
        { type: 'revalidation', outcome: 'shared', tags: 2 },
        { type: 'revalidation', outcome: 'queued', tags: 1 },
      ]);
      // After the start (degraded while connecting): shared, then the outage.
      expect(
        events
          .filter((e) => e.type === 'state')
          .map((e) => e.type === 'state' && [e.previous, e.mode, e.problem])
          .slice(-2),
      ).toEqual([
        ['degraded', 'shared', null],
        ['shared', 'degraded', 'unreachable'],
      ]);
    } finally {
      off();
    }
  });

  it('a listener that throws never breaks a read', async () => {
    const off = onCacheEvent(() => {
      throw new Error('metrics bug');
    });
    try {
      const { cache, remote } = setup();
      await cache.check();
      remote.entries.set('/blog', { value: 'list' });
      expect(await cache.get('/blog', {})).toEqual({ value: 'list' });
    } finally {
      off();
    }
  });
});

describe("Next's interface over the redis-strings handler", () => {
  function handler() {
    return { get: jest.fn(async () => null), set: jest.fn(async () => {}), revalidateTag: jest.fn(async () => {}) };
  }

  it('stores a page with the tags of its x-next-cache-tags header and a lifespan from its revalidate time', async () => {
    const redis = handler();
    const cache = nextInterface(redis, () => 1_000_000);
    const page = { kind: 'APP_PAGE', headers: { 'x-next-cache-tags': 'blog-list,_N_T_/blog' }, html: '<p>' };
    await cache.set('/blog', page, { cacheControl: { revalidate: 300 } });
    expect(redis.set).toHaveBeenCalledWith(
      '/blog',
      {
        lastModified: 1_000_000,
        tags: ['blog-list', '_N_T_/blog'],
        value: page,
        // Kept a day past stale, so Next can answer with it while it regenerates.
        lifespan: expect.objectContaining({ staleAt: 1_000 + 300, expireAt: 1_000 + 300 + 86_400, revalidate: 300 }),
      },
      { setOnlyIfNotExists: undefined },
    );
  });

  it("stores an API answer with the fetch's tags, reads with Next's implicit tags and revalidates tag by tag", async () => {
    const redis = handler();
    const cache = nextInterface(redis, () => 5_000);
    await cache.set('k', { kind: 'FETCH', revalidate: 60, data: {} }, { tags: ['blog-post-7'] });
    expect(redis.set.mock.calls[0]).toEqual(['k', expect.objectContaining({ tags: ['blog-post-7'] }), expect.anything()]);
    await cache.get('k', { softTags: ['_N_T_/blog'] });
    expect(redis.get).toHaveBeenCalledWith('k', { implicitTags: ['_N_T_/blog'] });
    await cache.revalidateTag(['a', 'b']);
    expect(redis.revalidateTag.mock.calls).toEqual([['a'], ['b']]);
  });

  it('keeps a 404 page (a made-up article address) out of Redis, and every other answer in it', async () => {
    const redis = handler();
    const cache = nextInterface(redis);
    await cache.set('/blog/999999/made-up', { kind: 'APP_PAGE', status: 404, headers: {}, html: '' }, {});
    expect(redis.set).not.toHaveBeenCalled();
    await cache.set('/blog/4101/old-title', { kind: 'APP_PAGE', status: 308, headers: {}, html: '' }, {});
    await cache.set('/about', { kind: 'APP_PAGE', status: 200, headers: {}, html: '' }, {});
    expect((redis.set.mock.calls as unknown as [string][]).map(([key]) => key)).toEqual(['/blog/4101/old-title', '/about']);
  });
});
