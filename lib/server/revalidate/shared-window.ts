/**
 * The revalidate-all window shared by every instance through Redis (coalesce.ts explains the window itself).
 * Per process, two instances behind a balancer each ran their own first call and their own trailing run, so a
 * burst alternating between them expired every blog page twice as often. Two keys per build:
 *
 * - `window`, set with NX and a 5 s expiry by the call that runs at once (and by each trailing run, which opens
 *   the next window): while it exists, calls are folded.
 * - `pending`, set by a folded call when absent, holding a generation token: calls are waiting for a run.
 *
 * Every instance that folded a call into a generation watches it; when the window has expired, the first watcher
 * to delete `pending` runs (DEL answers 1 to one caller only), so one trailing run happens per window for the
 * cluster, after every call folded into it. Any watcher can run it, so the last call lands even if the instance
 * that set `pending` dies. A call that runs at once deletes `pending` too: its run covers the calls waiting.
 *
 * Redis away or slow (or the shared cache not in use, cacheStatus): the per-process window of coalesce.ts, one
 * log line per outage; a watcher that cannot reach Redis runs anyway (one run too many, never an edit lost).
 */
import { randomUUID } from 'node:crypto';
import type { Decision, WindowCoalescer } from './coalesce';

export type WindowStore = {
  /** SET key value NX PX ttlMs: whether this call set it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** SET key value PX ttlMs. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  get(key: string): Promise<string | null>;
  /** PTTL: milliseconds left, negative when the key does not exist. */
  ttl(key: string): Promise<number>;
  /** DEL: whether the key existed, so exactly one of several callers gets true. */
  take(key: string): Promise<boolean>;
};

/** How long `pending` outlives its window: a watcher stalled longer than this loses it (and its calls). */
const PENDING_KEPT_MS = 60_000;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createSharedCoalescer({
  store,
  keys,
  local,
  windowMs,
  unusable = () => null,
  now = Date.now,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  log = (line) => console.error(line),
  token = randomUUID,
}: {
  store: WindowStore;
  keys: { window: string; pending: string };
  /** The per-process window (coalesce.ts, localWindow), used while Redis cannot be. */
  local: WindowCoalescer;
  windowMs: number;
  /** Why Redis should not be asked now (the shared cache is degraded), or null. */
  unusable?: () => string | null;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  log?: (line: string) => void;
  token?: () => string;
}): WindowCoalescer {
  /** Generations this process already watches: one watcher each, however many of its calls joined. */
  const watched = new Set<string>();
  let outage: string | null = null;

  const down = (reason: string) => {
    if (outage === null) {
      log(`[revalidate] Redis is not answering (${reason}): revalidate-all calls coalesce per instance until it is back`);
    }
    outage = reason;
  };
  const back = () => {
    if (outage !== null) log('[revalidate] Redis answers again: revalidate-all calls coalesce across instances');
    outage = null;
  };

  async function joinShared(): Promise<Decision | null> {
    // A window that expires between two commands is asked for again.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      if (await store.setIfAbsent(keys.window, token(), windowMs)) {
        await store.take(keys.pending);
        return { run: 'now' };
      }
      const left = await store.ttl(keys.window);
      if (left <= 0) continue;
      const at = now() + left;
      let generation = token();
      if (!(await store.setIfAbsent(keys.pending, generation, left + PENDING_KEPT_MS))) {
        const current = await store.get(keys.pending);
        // Taken since this call arrived: the run that took it began after this call, so it covers it.
        if (current === null) return { run: 'later', at, schedule: false };
        generation = current;
      }
      const schedule = !watched.has(generation);
      watched.add(generation);
      return { run: 'later', at, schedule, generation };
    }
    return null;
  }

  return {
    async next() {
      const reason = unusable();
      if (reason !== null) {
        down(reason);
        return local.next();
      }
      try {
        const decision = await joinShared();
        if (decision === null) throw new Error('the window kept expiring while it was read');
        back();
        return decision;
      } catch (error) {
        down(message(error));
        return local.next();
      }
    },

    async trailing(decision) {
      const { generation } = decision;
      if (generation === undefined) return local.trailing(decision);
      try {
        let wait = decision.at - now();
        for (;;) {
          await sleep(Math.max(0, wait));
          // Gone or replaced: a run (trailing, or a call run at once) began after this generation's calls.
          if ((await store.get(keys.pending)) !== generation) return false;
          const left = await store.ttl(keys.window);
          if (left > 0) {
            wait = left;
            continue;
          }
          if (!(await store.take(keys.pending))) return false;
          // The run opens the next window: calls from now on wait for the run at its end.
          await store.set(keys.window, token(), windowMs);
          back();
          return true;
        }
      } catch (error) {
        down(message(error));
        // Run now, as this process's window would: one run too many rather than the last call lost.
        return local.trailing({ run: 'later', at: now(), schedule: false });
      } finally {
        watched.delete(generation);
      }
    },
  };
}

/** The commands of a Redis client the window sends (@redis/client's names). */
export type WindowCommands = {
  set(key: string, value: string, options: { condition?: 'NX'; expiration: { type: 'PX'; value: number } }): Promise<unknown>;
  get(key: string): Promise<string | null>;
  pTTL(key: string): Promise<number>;
  del(key: string): Promise<number>;
};

/**
 * The window's store over a Redis client, each command (the connection included) given `timeoutMs`: a Redis
 * that hangs must not hold a webhook's answer.
 */
export function redisWindowStore(client: () => Promise<WindowCommands>, timeoutMs: number): WindowStore {
  const call = async <T>(what: string, command: (redis: WindowCommands) => Promise<T>): Promise<T> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis ${what} took longer than ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      return await Promise.race([client().then(command), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    setIfAbsent: async (key, value, ttlMs) =>
      (await call('SET NX', (redis) => redis.set(key, value, { condition: 'NX', expiration: { type: 'PX', value: ttlMs } }))) === 'OK',
    set: async (key, value, ttlMs) =>
      void (await call('SET', (redis) => redis.set(key, value, { expiration: { type: 'PX', value: ttlMs } }))),
    get: (key) => call('GET', (redis) => redis.get(key)),
    ttl: (key) => call('PTTL', (redis) => redis.pTTL(key)),
    take: async (key) => (await call('DEL', (redis) => redis.del(key))) > 0,
  };
}
