/**
 * Runs once when the server starts. In server mode it reports a missing or too short REVALIDATE_SECRET in the
 * log, once: the endpoint itself answers such a server's callers with the same 401 as a wrong secret.
 */
export async function register() {
  if (process.env.NEXT_OUTPUT !== 'server' || process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { revalidateConfig } = await import('./lib/revalidate/config');
  const { problem } = revalidateConfig();
  if (problem) console.error(`[revalidate] ${problem}`);
}
