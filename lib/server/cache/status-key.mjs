// @ts-check
/** The process singletons (lib/util/process-singleton.mjs) under which the cache handler publishes its state. */
export const CACHE_STATUS = 'cache-status';
/** The process singleton holding the listeners (lib/server/cache/status.ts, onCacheEvent) the cache handler tells of its events. */
export const CACHE_EVENTS = 'cache-events';
/**
 * The process singleton holding the cache's settings as lib/config/env.ts read and validated them at server start
 * (lib/server/start.ts): `{ redisUrl, keyPrefix }`, or nothing outside a running server (the build).
 */
export const CACHE_CONFIG = 'cache-config';
