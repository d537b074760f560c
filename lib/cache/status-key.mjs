// @ts-check
/** The process singletons (lib/process-singleton.mjs) under which the cache handler publishes its state. */
export const CACHE_STATUS = 'cache-status';
/** The process singleton holding the listeners (lib/cache/status.ts, onCacheEvent) the cache handler tells of its events. */
export const CACHE_EVENTS = 'cache-events';
