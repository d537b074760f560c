/**
 * The shared cache's state and events, for the metrics port (the metrics and its GET /health), POST
 * /api/revalidate and the logs. The cache handler (lib/server/cache/handler.mjs) runs outside Next's bundles, so it
 * publishes both as process singletons; this module is the one place that reads them.
 */
import { processSingleton } from '@/lib/util/process-singleton.mjs';
import { CACHE_CONFIG, CACHE_EVENTS, CACHE_STATUS } from './status-key.mjs';

type CacheMode = 'local' | 'shared' | 'degraded';

/** Why a degraded cache is degraded: Redis away, or Redis answering but unusable as configured. */
type CacheProblem = 'unreachable' | 'misconfigured';

export type CacheStatus = {
  /** local: no REDIS_URL, one cache per instance; shared: Redis in use; degraded: REDIS_URL set, Redis not usable. */
  mode: CacheMode;
  /** When the cache entered this mode (ISO 8601). */
  since: string;
  /** What is wrong, in words an operator can act on (degraded only). */
  reason: string | null;
  /** degraded only: unreachable (down, slow, refusing connections) or misconfigured (password, replica, ACL, …). */
  problem: CacheProblem | null;
  /** Tags revalidated while Redis was away, replayed on it when it is back. */
  pendingTags: number;
  /** Seconds spent degraded before the current mode began (add now − degradedSince for an outage under way). */
  degradedSeconds: number;
  /** Epoch ms when the current degraded period began; null unless degraded. */
  degradedSince: number | null;
};

/** Events the handler reports to listeners registered with onCacheEvent. */
export type CacheEvent =
  /** A read of Next's cache (pages, route handlers and fetch answers): which cache answered and how. */
  | { type: 'result'; result: 'hit' | 'stale' | 'miss'; source: 'shared' | 'local'; kind: string | null }
  /**
   * A revalidation: shared (Redis has it, every instance sees it), queued (this instance only, replayed on Redis
   * when it is back), local (no REDIS_URL), replayed (queued tags written to Redis after an outage).
   */
  | { type: 'revalidation'; outcome: 'shared' | 'queued' | 'local' | 'replayed'; tags: number }
  /** The mode or the problem changed. */
  | { type: 'state'; mode: CacheMode; previous: CacheMode | null; problem: CacheProblem | null; reason: string | null; since: string };

export type CacheListener = (event: CacheEvent) => void;

/**
 * Calls `listener` for every cache event of this process, synchronously on the request's path: keep it cheap
 * (count, don't log). A listener that throws is ignored. Returns the function that removes it.
 */
export function onCacheEvent(listener: CacheListener): () => void {
  const { listeners } = processSingleton(CACHE_EVENTS, () => ({ listeners: new Set<CacheListener>() }));
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Seconds this process has spent with a degraded cache, the outage under way included. */
export function degradedSeconds(status: CacheStatus, now: number = Date.now()): number {
  return status.degradedSeconds + (status.degradedSince === null ? 0 : (now - status.degradedSince) / 1000);
}

export type CacheConfig = { redisUrl: string | null; keyPrefix: string };

const configSlot = () => processSingleton(CACHE_CONFIG, () => ({ current: null as CacheConfig | null }));

/** Hands the cache handler its settings as lib/config/env.ts read them (lib/server/start.ts, once at start). */
export function publishCacheConfig(config: CacheConfig) {
  configSlot().current = config;
}

/** The handler's current state; before the handler has started (no request yet), what it will start as. */
export function cacheStatus(): CacheStatus {
  const status = processSingleton(CACHE_STATUS, () => ({ current: null as CacheStatus | null })).current;
  if (status) return status;
  const redis = Boolean(configSlot().current?.redisUrl);
  const since = new Date(0).toISOString();
  return {
    mode: redis ? 'degraded' : 'local',
    since,
    reason: redis ? 'starting: the cache connects on the first page request' : null,
    problem: redis ? 'unreachable' : null,
    pendingTags: 0,
    degradedSeconds: 0,
    degradedSince: null,
  };
}

/** The public health answer: what a probe needs and nothing more (no pid, build, address or error text). */
export type PublicHealth = { status: 'ok' };

export function publicHealth(): PublicHealth {
  return { status: 'ok' };
}

/**
 * What an operator needs, served on the metrics port only (GET /health there, lib/server/observability/metrics-server.ts):
 * the process, the build and the cache's state with its reason. The cache being degraded never makes the public
 * health fail: Redis being away costs freshness, not availability.
 */
export type HealthDetail = {
  status: 'ok';
  process: { pid: number; uptimeSeconds: number };
  build: { id: string | null; loaded: boolean };
  cache: CacheStatus & { shared: boolean };
};

export function healthDetail({
  buildId,
  status,
  uptimeSeconds,
  pid,
}: {
  buildId: string | null;
  status: CacheStatus;
  uptimeSeconds: number;
  pid: number;
}): HealthDetail {
  return {
    status: 'ok',
    process: { pid, uptimeSeconds: Math.round(uptimeSeconds) },
    build: { id: buildId, loaded: buildId !== null },
    cache: { ...status, shared: status.mode === 'shared' },
  };
}

export type Reach = { mode: CacheMode; reached: 'every instance' | 'this instance only'; note: string | null };

/** What a revalidation through one instance reaches, for POST /api/revalidate's answer. */
export function revalidationReach(status: CacheStatus): Reach {
  if (status.mode === 'shared') return { mode: status.mode, reached: 'every instance', note: null };
  if (status.mode === 'local') {
    return { mode: status.mode, reached: 'this instance only', note: 'REDIS_URL is not set: each instance has its own cache.' };
  }
  const why =
    status.problem === 'misconfigured'
      ? `Redis cannot be used (${status.reason ?? 'unknown reason'}): the tags are replayed on Redis once that is fixed`
      : `Redis is not answering (${status.reason ?? 'unknown reason'}): the tags are replayed on Redis when it is back`;
  return {
    mode: status.mode,
    reached: 'this instance only',
    note: `${why}; other instances refresh after BLOG_REVALIDATE_SECONDS until then.`,
  };
}
