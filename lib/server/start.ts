/**
 * Server mode's checks at start (instrumentation.ts), in a module of their own: only the Node.js runtime loads
 * it, so the edge bundle never sees process.exit. A malformed REDIS_URL, REDIS_KEY_PREFIX, LOG_LEVEL, METRICS_PORT,
 * SHUTDOWN_DRAIN_SECONDS or WPCOM_CLIENT_SECRET stops the start with the variable's name (a typo must not
 * silently unshare the cache, lose the metrics or fall back to the browser's sign-in); a missing or too short REVALIDATE_SECRET is logged once (the endpoint answers such a
 * server's callers with the same 401 as a wrong secret).
 */
import { readWpcomClientSecret, serverEnv } from '../config/env';
import { publishCacheConfig } from './cache/status';
import { revalidateConfig } from './revalidate/config';

export function checkServerConfig() {
  try {
    // Parsed once for the process: the logs, metrics and drain read this same result (lib/server/observability/start.ts).
    const { redis } = serverEnv();
    // The cache handler (lib/server/cache/handler.mjs, loaded by Next outside its bundles) takes these, never the environment.
    publishCacheConfig({ redisUrl: redis.url, keyPrefix: redis.keyPrefix });
    // Besides its own rule (in serverEnv), the secret must not also be set under a NEXT_PUBLIC_ name.
    readWpcomClientSecret();
  } catch (error) {
    // Next would otherwise keep running and answer every request with a 500; exiting shows the reason at once
    // (and a container platform restarts the instance with that line in its log).
    console.error(`[config] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const { problem } = revalidateConfig();
  if (problem) console.error(`[revalidate] ${problem}`);
}
