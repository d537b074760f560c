import { drainState } from '@/lib/server/observability/drain';

/**
 * GET /api/health/ready (server mode only): the readiness probe. 200 `{"status":"ready"}` while the instance takes
 * traffic; 503 `{"status":"draining"}` from the moment it receives SIGTERM, while it still serves for its drain
 * period (SHUTDOWN_DRAIN_SECONDS), so the load balancer stops sending requests before the server stops taking
 * them. GET /api/health (liveness) stays 200 meanwhile: a draining instance must not be restarted. Nothing more
 * is said here (when the drain began is in the log and `site_ready` on the metrics port).
 */
export const dynamic = 'force-dynamic';

export function GET() {
  const { draining } = drainState();
  return Response.json(
    { status: draining ? 'draining' : 'ready' },
    {
      status: draining ? 503 : 200,
      headers: { 'Cache-Control': 'no-store' },
    },
  );
}
