/**
 * Server mode's checks at start (instrumentation.ts), in a module of their own: only the Node.js runtime loads
 * it, so the edge bundle never sees process.exit. A malformed REDIS_URL, REDIS_KEY_PREFIX, LOG_LEVEL, METRICS_PORT
 * or SHUTDOWN_DRAIN_SECONDS stops the start with the variable's name (a typo must not silently unshare the cache
 * or lose the metrics); a missing or too short REVALIDATE_SECRET is logged once (the endpoint answers such a
 * server's callers with the same 401 as a wrong secret).
 */
import { readDrainSeconds, readLogLevel, readMetricsPort, readRedisKeyPrefix, readRedisUrl } from './env';
import { publishCacheConfig } from './cache/status';
import { revalidateConfig } from './revalidate/config';

export function checkServerConfig() {
  try {
    // The cache handler (lib/cache/handler.mjs, loaded by Next outside its bundles) takes these, never the environment.
    publishCacheConfig({ redisUrl: readRedisUrl(), keyPrefix: readRedisKeyPrefix() });
    readLogLevel();
    readMetricsPort();
    readDrainSeconds();
  } catch (error) {
    // Next would otherwise keep running and answer every request with a 500; exiting shows the reason at once
    // (and a container platform restarts the instance with that line in its log).
    console.error(`[config] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const { problem } = revalidateConfig();
  if (problem) console.error(`[revalidate] ${problem}`);
}
