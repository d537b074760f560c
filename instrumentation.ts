/**
 * Runs once when the server starts: server mode first hooks every response so that HTML answers carry their
 * script hashes (lib/server/csp-response.ts), checks its run-time configuration (lib/server/start.ts), then starts its
 * logs, metrics, traces and drain on SIGTERM (lib/server/observability/start.ts).
 */
export async function register() {
  // NEXT_RUNTIME is read literally: Next replaces it in each runtime's bundle, so the edge one drops the rest.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('./lib/config/env');
  if (env.serverMode && !env.building) {
    // First, so no answer leaves before its policy lists its scripts' hashes.
    const { startResponsePolicies } = await import('./lib/server/csp-response');
    startResponsePolicies();
    const { checkServerConfig } = await import('./lib/server/start');
    checkServerConfig();
    const { startObservability } = await import('./lib/server/observability/start');
    await startObservability();
  }
}
