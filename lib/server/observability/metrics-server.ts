/**
 * The metrics port: GET /metrics in Prometheus's text format, on a listener of its own (METRICS_PORT) so the
 * public port never exposes it (/metrics there is Next's 404) and a NetworkPolicy can keep it in the cluster.
 * GET /health there answers the operator's detail (`detail`: cache state and reason, build, uptime) that the
 * public GET /api/health no longer tells.
 */
import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

export function serveMetrics({
  registry,
  port,
  host,
  detail,
}: {
  registry: Registry;
  port: number;
  host?: string;
  detail?: () => unknown;
}): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (path === '/health' && read && detail) {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify(detail()));
      return;
    }
    if (path !== '/metrics' || !read) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found: the metrics are at GET /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(text),
      (error: unknown) => response.writeHead(500, { 'Content-Type': 'text/plain' }).end(`${String(error)}\n`),
    );
  });
  // Never keeps the process alive on its own: the drain ends with Next's server.
  server.unref();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
