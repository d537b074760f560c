import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheStatus, healthAnswer } from '@/lib/cache/status';

/**
 * GET /api/health (server mode only): what the readiness and liveness probes call. 200 with JSON whenever the
 * process answers: the build it serves and the state of the cache (shared, local or degraded). A degraded cache
 * is still a 200: Redis being away costs freshness, not availability, so no probe should take an instance out.
 */
export const dynamic = 'force-dynamic';

function buildId(): string | null {
  try {
    // `next start` and the standalone server both run from the folder that holds the build (distDir).
    return readFileSync(join(process.cwd(), '.next-server', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return null;
  }
}

export function GET() {
  const body = healthAnswer({ buildId: buildId(), status: cacheStatus(), uptimeSeconds: process.uptime(), pid: process.pid });
  return Response.json(body, { headers: { 'Cache-Control': 'no-store' } });
}
