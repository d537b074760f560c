import { drainState } from '@/lib/observability/drain';

/**
 * GET /api/health/ready (server mode only): the readiness probe. 200 while the instance takes traffic; 503 from
 * the moment it receives SIGTERM, while it still serves for its drain period (SHUTDOWN_DRAIN_SECONDS), so the
 * load balancer stops sending requests before the server stops taking them. GET /api/health (liveness) stays
 * 200 meanwhile: a draining instance must not be restarted.
 */
export const dynamic = 'force-dynamic';

export function GET() {
  const { draining, since } = drainState();
  return Response.json(draining ? { status: 'draining', since } : { status: 'ready' }, {
    status: draining ? 503 : 200,
    headers: { 'Cache-Control': 'no-store' },
  });
}
