import { createCoalescer, localWindow, type Decision, type WindowCoalescer } from './coalesce';
import { createSharedCoalescer, redisWindowStore, type WindowCommands, type WindowStore } from './shared-window';

type Later = Extract<Decision, { run: 'later' }>;

/** One Redis for every instance of a test: keys with expiry on the test's clock, and a switch to make it fail. */
function fakeRedis() {
  const clock = { time: 0 };
  const keys = new Map<string, { value: string; until: number }>();
  let failing = false;
  const live = (key: string) => {
    const entry = keys.get(key);
    if (entry && entry.until <= clock.time) keys.delete(key);
    return keys.get(key);
  };
  const guard = async () => {
    if (failing) throw new Error('connect ECONNREFUSED 127.0.0.1:6379');
  };
  const store: WindowStore = {
    async setIfAbsent(key, value, ttlMs) {
      await guard();
      if (live(key)) return false;
      keys.set(key, { value, until: clock.time + ttlMs });
      return true;
    },
    async set(key, value, ttlMs) {
      await guard();
      keys.set(key, { value, until: clock.time + ttlMs });
    },
    async get(key) {
      await guard();
      return live(key)?.value ?? null;
    },
    async ttl(key) {
      await guard();
      const entry = live(key);
      return entry ? entry.until - clock.time : -2;
    },
    async take(key) {
      await guard();
      return Boolean(live(key)) && keys.delete(key);
    },
  };
  return { clock, store, keys, fail: (value: boolean) => (failing = value) };
}

function instance(redis: ReturnType<typeof fakeRedis>, options: { unusable?: () => string | null } = {}) {
  const lines: string[] = [];
  const now = () => redis.clock.time;
  // Sleeping moves the shared clock: the tests run one instance's step at a time.
  const sleep = async (ms: number) => void (redis.clock.time += ms);
  const local = localWindow({ coalescer: createCoalescer({ windowMs: 5_000, now }), now, sleep });
  const window = createSharedCoalescer({
    store: redis.store,
    keys: { window: 'w', pending: 'p' },
    local,
    windowMs: 5_000,
    now,
    sleep,
    log: (line) => lines.push(line),
    ...options,
  });
  return { window, lines };
}

/** Calls at `times` (ms), alternating between the instances; returns each decision with its instance. */
async function burst(redis: ReturnType<typeof fakeRedis>, instances: WindowCoalescer[], times: number[]) {
  const decisions: { decision: Decision; window: WindowCoalescer }[] = [];
  for (const [i, time] of times.entries()) {
    redis.clock.time = time;
    const window = instances[i % instances.length]!;
    decisions.push({ decision: await window.next(), window });
  }
  return decisions;
}

/** Lets every scheduled trailing run reach its decision; how many ran. */
async function trailingRuns(decisions: { decision: Decision; window: WindowCoalescer }[], skip: WindowCoalescer[] = []) {
  let runs = 0;
  for (const { decision, window } of decisions) {
    if (decision.run === 'later' && decision.schedule && !skip.includes(window)) runs += Number(await window.trailing(decision));
  }
  return runs;
}

const every250ms = Array.from({ length: 20 }, (_, i) => 1_000 + i * 250);

describe('the revalidate-all window shared through Redis', () => {
  it('folds a burst alternating between two instances into one run at once and one trailing run', async () => {
    const redis = fakeRedis();
    const [a, b] = [instance(redis), instance(redis)];
    const decisions = await burst(redis, [a.window, b.window], every250ms);
    expect(decisions.filter(({ decision }) => decision.run === 'now')).toHaveLength(1);
    // One watcher per instance, not one per call.
    expect(decisions.filter(({ decision }) => decision.run === 'later' && decision.schedule)).toHaveLength(2);
    expect(await trailingRuns(decisions)).toBe(1);
    // The trailing run began at the window's end, after the last call.
    expect(redis.clock.time).toBe(6_000);
    expect([...a.lines, ...b.lines]).toEqual([]);
  });

  it('never loses the last call: a call after the trailing run began waits for the next window', async () => {
    const redis = fakeRedis();
    const [a, b] = [instance(redis), instance(redis)];
    const first = await burst(redis, [a.window, b.window], [0, 100]);
    expect(await trailingRuns(first)).toBe(1);
    redis.clock.time = 5_001;
    const late = (await b.window.next()) as Later;
    expect(late).toMatchObject({ run: 'later', at: 10_000, schedule: true });
    expect(await b.window.trailing(late)).toBe(true);
  });

  it('runs the trailing run on another instance when the one that set the marker never does (it died)', async () => {
    const redis = fakeRedis();
    const [a, b] = [instance(redis), instance(redis)];
    // A runs the first call and marks the calls waiting; B's call joins them.
    const decisions = await burst(redis, [a.window, a.window, b.window], [0, 100, 200]);
    expect(await trailingRuns(decisions, [a.window])).toBe(1);
  });

  it('runs at once again after a quiet window, and that run covers calls still waiting for a trailing run', async () => {
    const redis = fakeRedis();
    const [a, b] = [instance(redis), instance(redis)];
    const waiting = await burst(redis, [a.window, b.window], [0, 100]);
    // Both watchers stalled past the window; a new call finds no window and runs at once.
    redis.clock.time = 7_000;
    expect(await a.window.next()).toEqual({ run: 'now' });
    expect(await trailingRuns(waiting)).toBe(0);
  });

  it('falls back to the per-process window while Redis fails, says so once, and once when it is back', async () => {
    const redis = fakeRedis();
    const a = instance(redis);
    redis.fail(true);
    expect(await a.window.next()).toEqual({ run: 'now' });
    redis.clock.time = 100;
    const folded = (await a.window.next()) as Later;
    expect(folded).toEqual({ run: 'later', at: 5_000, schedule: true });
    expect(await a.window.next()).toEqual({ run: 'later', at: 5_000, schedule: false });
    expect(await a.window.trailing(folded)).toBe(true);
    expect(a.lines).toEqual([
      '[revalidate] Redis is not answering (connect ECONNREFUSED 127.0.0.1:6379): revalidate-all calls coalesce per instance until it is back',
    ]);
    redis.fail(false);
    redis.clock.time = 20_000;
    expect(await a.window.next()).toEqual({ run: 'now' });
    expect(a.lines.at(-1)).toBe('[revalidate] Redis answers again: revalidate-all calls coalesce across instances');
  });

  it('runs anyway when Redis fails at the window end: one run too many, never the last call lost', async () => {
    const redis = fakeRedis();
    const [a, b] = [instance(redis), instance(redis)];
    const decisions = await burst(redis, [a.window, b.window], [0, 100, 200]);
    redis.fail(true);
    expect(await trailingRuns(decisions)).toBe(2);
  });

  it('asks nothing of Redis while the shared cache is degraded', async () => {
    const redis = fakeRedis();
    const a = instance(redis, { unusable: () => 'the shared cache is degraded: Redis PING took longer than 1000 ms' });
    expect(await a.window.next()).toEqual({ run: 'now' });
    expect(redis.keys.size).toBe(0);
    expect(a.lines).toHaveLength(1);
  });
});

describe('the window over a Redis client', () => {
  it('sends SET NX PX, SET PX, GET, PTTL and DEL, and gives up on a command after the timeout', async () => {
    const sent: unknown[][] = [];
    const commands: WindowCommands = {
      set: async (...args) => (sent.push(['set', ...args]), args[2].condition === 'NX' ? null : 'OK'),
      get: async (key) => (sent.push(['get', key]), 'g'),
      pTTL: async (key) => (sent.push(['pTTL', key]), 1_234),
      del: async (key) => (sent.push(['del', key]), 1),
    };
    const store = redisWindowStore(async () => commands, 50);
    expect(await store.setIfAbsent('w', 't', 5_000)).toBe(false);
    await store.set('w', 't', 5_000);
    expect([await store.get('p'), await store.ttl('w'), await store.take('p')]).toEqual(['g', 1_234, true]);
    expect(sent).toEqual([
      ['set', 'w', 't', { condition: 'NX', expiration: { type: 'PX', value: 5_000 } }],
      ['set', 'w', 't', { expiration: { type: 'PX', value: 5_000 } }],
      ['get', 'p'],
      ['pTTL', 'w'],
      ['del', 'p'],
    ]);
    const hung = redisWindowStore(() => new Promise(() => {}), 20);
    await expect(hung.get('p')).rejects.toThrow('Redis GET took longer than 20 ms');
  });
});
