/**
 * Revalidate-all calls (POST /api/revalidate with no post id) coalesced per process, on the leading and the
 * trailing edge of a window: the first call of a quiet period expires every blog page at once; any call within
 * WINDOW_MS of that is folded into one later run at the window's end, which expires again after every call
 * received until then. So a burst (a looping webhook, a leaked secret, an editor saving ten times) costs at most
 * one regeneration of each blog page per window, and the last call always lands: the trailing run starts after it
 * arrived, so an edit made before the last call shows. Per-post calls are not coalesced (each is one article).
 */
import { processSingleton } from '@/lib/util/process-singleton.mjs';

export const REVALIDATE_ALL_WINDOW_MS = 5_000;

/** `now`: expire in this call. `later`: the run at `at` covers this call; `schedule` for the call that must start it. */
type Decision = { run: 'now' } | { run: 'later'; at: number; schedule: boolean };

export type Coalescer = {
  /** What a revalidate-all call arriving now does. */
  next(): Decision;
  /** The trailing run begins: a call arriving from now on needs a run of its own. */
  start(): void;
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

// One per process: route handlers are bundled separately from each other.
export function revalidateAllCoalescer(): Coalescer {
  return processSingleton('revalidate-all-coalescer', () => createCoalescer());
}
