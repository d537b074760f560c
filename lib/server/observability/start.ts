/**
 * Server mode's observability, started once per process by instrumentation.ts: JSON logs, the metrics port,
 * traces when an OTLP endpoint is configured, and readiness before drain on SIGTERM. Node.js runtime only.
 */
import { join } from 'node:path';
import { readBuildId } from '@/lib/config/build-id.mjs';
import { cacheStatus, healthDetail, onCacheEvent } from '@/lib/server/cache/status';
import { env, serverEnv } from '@/lib/config/env';
import { processSingleton } from '@/lib/util/process-singleton.mjs';
import { drainOnSigterm } from './drain';
import { observeRequests } from './http';
import { logger, requestLogger, routeConsoleToLogger } from './log';
import { metrics } from './metrics';
import { serveMetrics } from './metrics-server';
import { loadRouteMatcher } from './routes';
import { startTracing } from './tracing';
import { observeApiCalls } from './wpcom';

export async function startObservability() {
  const started = processSingleton('observability', () => ({ started: false }));
  if (started.started) return;
  started.started = true;

  const log = logger();
  routeConsoleToLogger(log);
  const distDir = join(process.cwd(), '.next-server');
  const buildId = readBuildId() ?? 'unknown';
  const { metricsPort: port, drainSeconds: seconds } = serverEnv();

  const tracing = await startTracing(log);
  // Without a metrics server nothing is recorded: all off costs nothing.
  const m = port === null ? null : metrics();
  m?.buildInfo.set({ build_id: buildId, node_version: process.version }, 1);
  const requestLog = log.isLevelEnabled('info') ? requestLogger() : null;
  observeRequests({ metrics: m, log: requestLog, routeOf: loadRouteMatcher(distDir), tracing: tracing !== null });
  if (m || tracing) observeApiCalls({ metrics: m, apiBase: env.blog.apiBase, tracing: tracing !== null });
  // Pages are counted from the response (x-nextjs-cache also says stale); the data cache only from the handler.
  if (m) {
    onCacheEvent((event) => {
      if (event.type === 'result' && event.kind === 'FETCH') m.cacheResults.inc({ kind: 'fetch', result: event.result });
    });
  }

  if (m && port !== null) {
    // Every interface, whatever HOSTNAME says (in Kubernetes it is the pod's name): Prometheus scrapes the pod IP.
    const detail = () =>
      healthDetail({
        buildId: buildId === 'unknown' ? null : buildId,
        status: cacheStatus(),
        uptimeSeconds: process.uptime(),
        pid: process.pid,
      });
    await serveMetrics({ registry: m.registry, port, detail }).then(
      () => log.info({ port }, `metrics at :${port}/metrics`),
      (error: unknown) =>
        log.error(`METRICS_PORT: cannot listen on ${port} (${error instanceof Error ? error.message : String(error)}); no metrics server`),
    );
  }

  drainOnSigterm({
    seconds,
    onDrain: ({ lateListeners }) => {
      m?.ready.set(0);
      log.info({ drainSeconds: seconds }, 'SIGTERM: readiness is 503 now; serving for the drain period, then closing');
      if (lateListeners > 0) log.warn(`SIGTERM: ${lateListeners} other listener(s) ran at once, without waiting for the drain`);
    },
    onClose: async () => {
      log.info('drain period over: finishing the requests in flight, then exiting');
      await tracing?.shutdown();
    },
  });
}
