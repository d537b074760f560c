/**
 * Revalidate-all calls (POST /api/revalidate with no post id) coalesced on the leading and the trailing edge of a
 * window: the first call of a quiet period expires every blog page at once; any call within WINDOW_MS of that is
 * folded into one later run at the window's end, which expires again after every call received until then. So a
 * burst (a looping webhook, a leaked secret, an editor saving ten times) costs at most one regeneration of each
 * blog page per window, and the last call always lands: the trailing run starts after it arrived, so an edit
 * made before the last call shows. Per-post calls are not coalesced (each is one article).
 *
 * With REDIS_URL the window is the cluster's (shared-window.ts), so instances behind a balancer do not each run
 * their own; without Redis, or while it is away, it is this process's (createCoalescer).
 */
import { readBuildId } from '@/lib/config/build-id.mjs';
import { serverEnv } from '@/lib/config/env';
import { cacheStatus } from '@/lib/server/cache/status';
import { serverRedis } from '@/lib/server/redis-client';
import { processSingleton } from '@/lib/util/process-singleton.mjs';
import { createSharedCoalescer, redisWindowStore } from './shared-window';

export const REVALIDATE_ALL_WINDOW_MS = 5_000;
/** A Redis command slower than this counts as Redis being away, as for the cache (a webhook never waits longer). */
const REDIS_TIMEOUT_MS = 1_000;

/**
 * `now`: expire in this call. `later`: the run at `at` covers this call; `schedule` for the call that must
 * start it (in this process); `generation`, when the window is shared, the calls waiting in Redis it belongs to.
 */
export type Decision = { run: 'now' } | { run: 'later'; at: number; schedule: boolean; generation?: string };

export type Coalescer = {
  /** What a revalidate-all call arriving now does. */
  next(): Decision;
  /** The trailing run begins: a call arriving from now on needs a run of its own. */
  start(): void;
};

/** The window as the route uses it, per process or shared. */
export type WindowCoalescer = {
  next(): Promise<Decision>;
  /** Waits for the window's end; then whether this process runs the trailing run (one per window). */
  trailing(decision: Extract<Decision, { run: 'later' }>): Promise<boolean>;
};

export function createCoalescer({ windowMs = REVALIDATE_ALL_WINDOW_MS, now = Date.now } = {}): Coalescer {
  let lastRun = Number.NEGATIVE_INFINITY;
  let trailingAt: number | null = null;
  return {
    next() {
      if (trailingAt !== null) return { run: 'later', at: trailingAt, schedule: false };
      const time = now();
      if (time - lastRun >= windowMs) {
        lastRun = time;
        return { run: 'now' };
      }
      trailingAt = lastRun + windowMs;
      return { run: 'later', at: trailingAt, schedule: true };
    },
    start() {
      lastRun = now();
      trailingAt = null;
    },
  };
}

/** This process's window as the route uses it: the trailing run is always this process's. */
export function localWindow({
  coalescer = createCoalescer(),
  now = Date.now,
  sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
}: { coalescer?: Coalescer; now?: () => number; sleep?: (ms: number) => Promise<void> } = {}): WindowCoalescer {
  return {
    next: async () => coalescer.next(),
    async trailing({ at }) {
      await sleep(Math.max(0, at - now()));
      coalescer.start();
      return true;
    },
  };
}

/** The process's window: shared through Redis when REDIS_URL is set, else per process. */
export function revalidateAllWindow(): WindowCoalescer {
  return processSingleton('revalidate-all-window', () => {
    const local = localWindow();
    const { url, keyPrefix } = serverEnv().redis;
    if (!url) return local;
    // Per build, as the cache's keys: an old build's instance expires only the old build's pages.
    const namespace = `${keyPrefix}:${readBuildId() ?? 'unknown-build'}:revalidate-all`;
    const redis = serverRedis(url);
    return createSharedCoalescer({
      store: redisWindowStore(redis, REDIS_TIMEOUT_MS),
      keys: { window: `${namespace}:window`, pending: `${namespace}:pending` },
      local,
      windowMs: REVALIDATE_ALL_WINDOW_MS,
      // Where the cache is not shared, an expiry reaches this instance only: its window is this instance's too.
      unusable: () => {
        const status = cacheStatus();
        return status.mode === 'shared' ? null : `the shared cache is ${status.mode}: ${status.reason ?? 'no reason given'}`;
      },
    });
  });
}
