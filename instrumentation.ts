/**
 * Runs once when the server starts. In server mode it reports a missing or too short REVALIDATE_SECRET in the
 * log, once: the endpoint itself answers such a server's callers with the same 401 as a wrong secret. A malformed
 * REDIS_URL or REDIS_KEY_PREFIX stops the start with the variable's name: a typo must not silently unshare the cache.
 */
export async function register() {
  if (process.env.NEXT_OUTPUT !== 'server' || process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { readRedisKeyPrefix, readRedisUrl } = await import('./lib/env');
  try {
    readRedisUrl();
    readRedisKeyPrefix();
  } catch (error) {
    // Next would otherwise keep running and answer every request with a 500; exiting shows the reason at once
    // (and a container platform restarts the instance with that line in its log).
    console.error(`[config] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const { revalidateConfig } = await import('./lib/revalidate/config');
  const { problem } = revalidateConfig();
  if (problem) console.error(`[revalidate] ${problem}`);
}
