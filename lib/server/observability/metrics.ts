/**
 * The server's Prometheus metrics (server mode only), in one prom-client registry per process. Next bundles
 * instrumentation.ts, the route handlers and the pages separately, each with its own copy of this module: the
 * registry and the metrics are a process singleton (lib/util/process-singleton.mjs), so every copy records into the one the
 * metrics port serves (a registry per bundle scrapes empty).
 *
 * Names follow Prometheus conventions: base units (`_seconds`), `_total` on counters, and bounded labels only
 * (route templates, status classes, a handful of kinds and outcomes, never a raw path).
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { cacheStatus, degradedSeconds } from '@/lib/server/cache/status';
import { env } from '@/lib/config/env';
import { processSingleton } from '@/lib/util/process-singleton.mjs';

/** Page cache results as Next reports them (x-nextjs-cache), and the data cache's answers to API fetches. */
export type CacheResult = 'hit' | 'stale' | 'miss';
export type CacheKind = 'article' | 'blog' | 'page' | 'fetch';
export type RevalidationOutcome = 'revalidated' | 'coalesced' | 'unauthorized' | 'bad_request' | 'upstream_failed';
export type ApiErrorKind = 'timeout' | 'network' | '4xx' | '5xx' | 'invalid';
export const CACHE_MODES = ['shared', 'local', 'degraded'] as const;

/** Seconds; from a cached page (a few ms) to a render waiting on a slow API (10 s and more). */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const API_BUCKETS = [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

function create() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const metrics = {
    registry,
    requestDuration: new Histogram({
      name: 'site_http_request_duration_seconds',
      help: 'Time from request to the end of the response, by route template and status class.',
      labelNames: ['method', 'route', 'status_class'] as const,
      buckets: REQUEST_BUCKETS,
      registers: [registry],
    }),
    inFlight: new Gauge({
      name: 'site_http_requests_in_flight',
      help: 'Requests accepted and not yet answered.',
      registers: [registry],
    }),
    cacheResults: new Counter({
      name: 'site_cache_results_total',
      help: 'Page cache results (x-nextjs-cache) by route kind, and data cache results of API fetches (kind="fetch").',
      labelNames: ['kind', 'result'] as const,
      registers: [registry],
    }),
    cacheState: new Gauge({
      name: 'site_cache_state',
      help: 'The page cache mode: 1 for the current one of shared, local (no REDIS_URL) or degraded (Redis away or unusable).',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const { mode } = cacheStatus();
        for (const state of CACHE_MODES) this.set({ state }, state === mode ? 1 : 0);
      },
    }),
    cacheDegradedSeconds: new Counter({
      name: 'site_cache_degraded_seconds_total',
      help: 'Time the shared cache has spent degraded (REDIS_URL set, Redis away or unusable) since the process started.',
      registers: [registry],
      collect() {
        this.reset();
        this.inc(degradedSeconds(cacheStatus()));
      },
    }),
    revalidations: new Counter({
      name: 'site_revalidations_total',
      help: 'Calls of POST /api/revalidate by outcome.',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    apiDuration: new Histogram({
      name: 'site_wpcom_api_request_duration_seconds',
      help: 'WordPress.com REST API calls that reached the network (not answered by the data cache), by endpoint and status class.',
      labelNames: ['endpoint', 'status_class'] as const,
      buckets: API_BUCKETS,
      registers: [registry],
    }),
    apiErrors: new Counter({
      name: 'site_wpcom_api_errors_total',
      help: 'Failed WordPress.com REST API calls by kind: timeout, network, 4xx, 5xx, invalid (an answer that is not the JSON the site reads).',
      labelNames: ['kind'] as const,
      registers: [registry],
    }),
    buildInfo: new Gauge({
      name: 'site_build_info',
      help: 'Always 1; the build this process serves, and its Node.js version.',
      labelNames: ['build_id', 'node_version'] as const,
      registers: [registry],
    }),
    ready: new Gauge({
      name: 'site_ready',
      help: '1 while the instance takes traffic; 0 once it is draining after SIGTERM.',
      registers: [registry],
    }),
  };
  for (const kind of ['timeout', 'network', '4xx', '5xx', 'invalid'] satisfies ApiErrorKind[]) metrics.apiErrors.inc({ kind }, 0);
  for (const outcome of ['revalidated', 'coalesced', 'unauthorized', 'bad_request', 'upstream_failed'] satisfies RevalidationOutcome[]) {
    metrics.revalidations.inc({ outcome }, 0);
  }
  metrics.ready.set(1);
  return metrics;
}

export type Metrics = ReturnType<typeof create>;

/** The process's metrics, created by the first bundle that asks. */
export function metrics(): Metrics {
  return processSingleton('metrics', create);
}

/** For the bundles that only record when the server has metrics at all (never in the static export). */
export function recordRevalidation(outcome: RevalidationOutcome) {
  if (env.serverMode) metrics().revalidations.inc({ outcome });
}

export function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other';
}
