import { publicHealth } from '@/lib/server/cache/status';

/**
 * GET /api/health (server mode only): the liveness probe. 200 `{"status":"ok"}` whenever the process answers,
 * and nothing else: the public port tells no pid, build, address or error text. The detail (cache state and its
 * reason, build, uptime) is on the metrics port (GET /health there) and in the logs. A degraded cache is still a
 * 200: Redis being away costs freshness, not availability, so no probe should take an instance out.
 */
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json(publicHealth(), { headers: { 'Cache-Control': 'no-store' } });
}
