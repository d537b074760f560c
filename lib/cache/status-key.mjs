// @ts-check
/** The process singleton (lib/process-singleton.mjs) under which the cache handler publishes its state. */
export const CACHE_STATUS = 'cache-status';
