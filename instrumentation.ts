/**
 * Runs once when the server starts: server mode checks its run-time configuration (lib/server-start.ts), then
 * starts its logs, metrics, traces and drain on SIGTERM (lib/observability/start.ts).
 */
export async function register() {
  if (
    process.env.NEXT_RUNTIME === 'nodejs' &&
    process.env.NEXT_OUTPUT === 'server' &&
    process.env.NEXT_PHASE !== 'phase-production-build'
  ) {
    const { checkServerConfig } = await import('./lib/server-start');
    checkServerConfig();
    const { startObservability } = await import('./lib/observability/start');
    await startObservability();
  }
}
