/**
 * Runs once when the server starts: server mode first hooks every response so that HTML answers carry their
 * script hashes (lib/csp-response.ts), checks its run-time configuration (lib/server-start.ts), then starts its
 * logs, metrics, traces and drain on SIGTERM (lib/observability/start.ts).
 */
export async function register() {
  if (
    process.env.NEXT_RUNTIME === 'nodejs' &&
    process.env.NEXT_OUTPUT === 'server' &&
    process.env.NEXT_PHASE !== 'phase-production-build'
  ) {
    const { startResponsePolicies } = await import('./lib/csp-response');
    startResponsePolicies();
    const { checkServerConfig } = await import('./lib/server-start');
    checkServerConfig();
    const { startObservability } = await import('./lib/observability/start');
    await startObservability();
  }
}
