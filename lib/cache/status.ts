/**
 * What GET /api/health and POST /api/revalidate say about the cache. The cache handler (lib/cache/handler.mjs)
 * runs outside Next's bundles, so it publishes its state as a process singleton.
 */
import { processSingleton } from '@/lib/process-singleton.mjs';
import { CACHE_STATUS } from './status-key.mjs';

type CacheMode = 'local' | 'shared' | 'degraded';

export type CacheStatus = {
  /** local: no REDIS_URL, one cache per instance; shared: Redis answers; degraded: REDIS_URL set but Redis away. */
  mode: CacheMode;
  /** When the cache entered this mode (ISO 8601). */
  since: string;
  /** Why Redis is counted as away (degraded only). */
  reason: string | null;
  /** Tags revalidated while Redis was away, replayed on it when it is back. */
  pendingTags: number;
};

/** The handler's current state; before the handler has started (no request yet), what it will start as. */
export function cacheStatus(): CacheStatus {
  const status = processSingleton(CACHE_STATUS, () => ({ current: null as CacheStatus | null })).current;
  if (status) return status;
  const redis = Boolean(process.env.REDIS_URL?.trim());
  const since = new Date(0).toISOString();
  return {
    mode: redis ? 'degraded' : 'local',
    since,
    reason: redis ? 'starting: the cache connects on the first page request' : null,
    pendingTags: 0,
  };
}

export type Health = {
  status: 'ok';
  process: { pid: number; uptimeSeconds: number };
  build: { id: string | null; loaded: boolean };
  cache: CacheStatus & { shared: boolean };
};

/**
 * The health answer. Always status 'ok' (HTTP 200) while the process serves requests: a degraded cache costs
 * freshness, not availability, so the probes must not restart or unlist an instance because Redis is away.
 */
export function healthAnswer({
  buildId,
  status,
  uptimeSeconds,
  pid,
}: {
  buildId: string | null;
  status: CacheStatus;
  uptimeSeconds: number;
  pid: number;
}): Health {
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
  return {
    mode: status.mode,
    reached: 'this instance only',
    note: `Redis is not answering (${status.reason ?? 'unknown reason'}): the tags are replayed on Redis when it is back; other instances refresh after BLOG_REVALIDATE_SECONDS until then.`,
  };
}
