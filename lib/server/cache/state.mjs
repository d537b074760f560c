// @ts-check
/**
 * The cache handler's state and events, published as process singletons (lib/util/process-singleton.mjs) for
 * lib/server/cache/status.ts, which Next bundles separately: the metrics port (metrics and its GET /health), POST
 * /api/revalidate and the logs read them there. Plain JavaScript: the handler imports it at run time as it is.
 */
import { processSingleton } from '../../util/process-singleton.mjs';
import { CACHE_CONFIG, CACHE_EVENTS, CACHE_STATUS } from './status-key.mjs';

/**
 * @typedef {import('./status').CacheStatus} CacheStatus
 * @typedef {import('./status').CacheEvent} CacheEvent
 * @typedef {NonNullable<CacheStatus['problem']>} Problem
 */

/** The state the metrics port and POST /api/revalidate read (lib/server/cache/status.ts, cacheStatus). */
const published = () => processSingleton(CACHE_STATUS, () => ({ current: /** @type {CacheStatus | null} */ (null) }));
/** The listeners lib/server/cache/status.ts registers (onCacheEvent). */
const listeners = () =>
  processSingleton(CACHE_EVENTS, () => ({ listeners: new Set(/** @type {((event: CacheEvent) => void)[]} */ ([])) })).listeners;

/** Tells every listener of lib/server/cache/status.ts; a listener that throws never breaks a request. @param {CacheEvent} event */
export function emit(event) {
  for (const listener of listeners()) {
    try {
      listener(event);
    } catch {}
  }
}

/**
 * @param {CacheStatus['mode']} mode @param {string | null} [reason] @param {number} [pendingTags]
 * @param {Problem | null} [problem]
 */
export function publish(mode, reason = null, pendingTags = 0, problem = null) {
  const now = Date.now();
  const previous = published().current;
  // Time spent degraded, summed over the process's life: closed outages plus the one under way.
  let degradedSeconds = previous?.degradedSeconds ?? 0;
  let degradedSince = previous?.degradedSince ?? null;
  if (degradedSince !== null && mode !== 'degraded') {
    degradedSeconds += (now - degradedSince) / 1000;
    degradedSince = null;
  }
  if (degradedSince === null && mode === 'degraded') degradedSince = now;
  const changed = !previous || previous.mode !== mode;
  /** @type {CacheStatus} */
  const status = {
    mode,
    since: changed ? new Date(now).toISOString() : previous.since,
    reason,
    problem: mode === 'degraded' ? (problem ?? 'unreachable') : null,
    pendingTags,
    degradedSeconds,
    degradedSince,
  };
  published().current = status;
  if (changed || previous.problem !== status.problem)
    emit({ type: 'state', mode, previous: previous?.mode ?? null, problem: status.problem, reason, since: status.since });
  return status;
}

/**
 * Redis answered, but the cache cannot use it: what to say instead of "not answering". Anything else (refused,
 * reset, timed out, still loading its data) is an outage.
 * @param {unknown} error @returns {{ problem: Problem, reason: string }}
 */
export function diagnose(error) {
  const text = message(error);
  /** @type {[RegExp, string][]} */
  const misconfigurations = [
    [/WRONGPASS/, 'Redis refused the user name or password in REDIS_URL'],
    [/NOAUTH/, 'Redis requires a password and REDIS_URL has none'],
    [/READONLY/, 'REDIS_URL points at a read-only replica: the cache writes, so it needs the primary'],
    [
      /NOPERM/,
      'the Redis user in REDIS_URL may not run a command the cache needs (it needs the string, hash and keyspace commands on its keys)',
    ],
    [/unknown command|unknown subcommand/i, 'Redis lacks a command the cache needs (renamed or disabled on this server)'],
    [/^OOM\b/, 'Redis is full and evicts nothing: set maxmemory-policy to an allkeys-* or volatile-* policy, or raise maxmemory'],
    [/^MISCONF\b/, 'Redis refuses writes because it cannot save its snapshot'],
  ];
  for (const [pattern, explanation] of misconfigurations) {
    if (pattern.test(text)) return { problem: 'misconfigured', reason: `${explanation} (${text})` };
  }
  return { problem: 'unreachable', reason: text };
}

/** @param {unknown} error */
export const message = (error) => (error instanceof Error ? error.message : String(error));

/**
 * The cache's settings, read once by lib/config/env.ts at server start and published by lib/server/start.ts: the
 * handler never reads the environment itself. Null when nothing was published (the build): no Redis.
 * @returns {{ redisUrl: string | null, keyPrefix: string } | null}
 */
export function cacheConfig() {
  return processSingleton(CACHE_CONFIG, () => ({ current: /** @type {{ redisUrl: string | null, keyPrefix: string } | null} */ (null) }))
    .current;
}
