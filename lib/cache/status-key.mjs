// @ts-check
/** The process singletons (lib/process-singleton.mjs) under which the cache handler publishes its state. */
export const CACHE_STATUS = 'cache-status';
/** The process singleton through which the cache handler reports its reads to the server's metrics. */
export const CACHE_EVENTS = 'cache-events';
