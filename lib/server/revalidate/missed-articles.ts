/**
 * Post ids the API recently said do not exist (server mode). A miss is not in Next's data cache (it caches only
 * successful answers), so without this every request for a dead or made-up id, under any slug, costs an API call.
 * Kept briefly, so a post published meanwhile appears within MISS_TTL_MS even without the webhook, and bounded,
 * so a scanner cannot grow it without limit. POST /api/revalidate forgets an id it is told about.
 */
import { processSingleton } from '@/lib/util/process-singleton.mjs';

const MISS_TTL_MS = 60_000;
const MAX_MISSES = 5_000;

export type MissCache = { has(id: number): boolean; add(id: number): void; forget(id?: number): void };

export function createMissCache({ ttlMs = MISS_TTL_MS, max = MAX_MISSES, now = Date.now } = {}): MissCache {
  const until = new Map<number, number>();
  return {
    has(id) {
      const expiry = until.get(id);
      if (expiry === undefined) return false;
      if (expiry > now()) return true;
      until.delete(id);
      return false;
    },
    add(id) {
      until.delete(id);
      // Insertion order is age order: drop the oldest entry first.
      if (until.size >= max) until.delete(until.keys().next().value as number);
      until.set(id, now() + ttlMs);
    },
    forget(id) {
      if (id === undefined) until.clear();
      else until.delete(id);
    },
  };
}

// One per process: the article page and the revalidation route are bundled separately.
export function missedArticles(): MissCache {
  return processSingleton('missed-articles', createMissCache);
}
