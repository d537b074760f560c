/**
 * Every request the server answers, seen through Node's HTTP diagnostics channels (no wrapper around Next's
 * handler): its duration by route template and status class, the page cache result Next reports in
 * x-nextjs-cache, one JSON log line, and (with traces on) a server span that Next's own spans join as children.
 */
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { context, isSpanContextValid, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { Logger } from 'pino';
import type { Metrics } from './metrics';
import { statusClass } from './metrics';
import { cacheKind, type RouteMatcher } from './routes';
import { TRACER_NAME } from './tracing';

type Started = { at: bigint; span: Span | null; traceId: string | null };

const TRACEPARENT = /^[\da-f]{2}-([\da-f]{32})-[\da-f]{16}-[\da-f]{2}$/;

export function observeRequests({
  metrics,
  log,
  routeOf,
  tracing,
}: {
  /** Null: no metrics server, nothing recorded. */
  metrics: Metrics | null;
  /** Null: request lines are below LOG_LEVEL. */
  log: Logger | null;
  routeOf: RouteMatcher;
  tracing: boolean;
}) {
  if (!metrics && !log && !tracing) return;
  const tracer = tracing ? trace.getTracer(TRACER_NAME) : null;

  subscribe('http.server.request.start', (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    metrics?.inFlight.inc();
    let span: Span | null = null;
    let traceId: string | null = null;
    if (tracer) {
      // Every request starts a trace of this server's own: the sampler decides on a trace id it made, never on a
      // visitor's sampled flag (with parentbased_* a `traceparent: …-01` would force a trace) or on a trace id a
      // visitor picked (traceidratio keeps ids below a threshold). A caller's trace is kept as a link.
      const incoming = request.headers.traceparent ? trace.getSpanContext(propagation.extract(ROOT_CONTEXT, request.headers)) : undefined;
      span = tracer.startSpan(
        `${request.method} request`,
        {
          kind: SpanKind.SERVER,
          root: true,
          attributes: { 'http.request.method': request.method },
          ...(incoming && isSpanContextValid(incoming) ? { links: [{ context: incoming }] } : {}),
        },
        ROOT_CONTEXT,
      );
      traceId = span.spanContext().traceId;
      // Current for the rest of the request, which Next handles from the 'request' event this channel precedes:
      // its spans become children of this one (an active span also keeps Next from reading traceparent itself),
      // and it makes them only if this one is recording (tracing.ts). Unkept, it still carries the trace id and the
      // decision to the WordPress.com calls (./wpcom.ts). attach() (OpenTelemetry API 1.10, experimental) is the
      // API's bridge for a callback that `with` cannot wrap.
      context.attach(trace.setSpan(ROOT_CONTEXT, span));
    } else {
      const header = request.headers.traceparent;
      traceId = typeof header === 'string' ? (TRACEPARENT.exec(header)?.[1] ?? null) : null;
    }
    const start: Started = { at: process.hrtime.bigint(), span, traceId };
    // 'close' comes after the last byte is sent, or when the client goes away first (no 'finish' then).
    response.once('close', () => finished(request, response, start));
  });

  function finished(request: IncomingMessage, response: ServerResponse, start: Started) {
    metrics?.inFlight.dec();
    const seconds = Number(process.hrtime.bigint() - start.at) / 1e9;
    // A client that left before the answer ended: nginx's 499, so it never counts as the server's 2xx or 5xx.
    const status = response.writableFinished ? response.statusCode : 499;
    const method = request.method ?? 'OTHER';
    const route = routeOf(request.url ?? '/', status);
    const header = response.getHeader('x-nextjs-cache');
    const cache = typeof header === 'string' ? header.toLowerCase() : null;
    if (metrics) {
      metrics.requestDuration.observe({ method: knownMethod(method), route, status_class: statusClass(status) }, seconds);
      if (cache === 'hit' || cache === 'stale' || cache === 'miss') metrics.cacheResults.inc({ kind: cacheKind(route), result: cache });
    }
    if (start.span) {
      start.span.updateName(`${method} ${route}`);
      start.span.setAttributes({ 'http.route': route, 'http.response.status_code': status });
      if (status >= 500) start.span.setStatus({ code: SpanStatusCode.ERROR });
      start.span.end();
    }
    if (!log) return;
    const line = { method, route, status, durationMs: Math.round(seconds * 10_000) / 10, cache, traceId: start.traceId };
    if (status >= 500) log.warn(line, 'request');
    else log.info(line, 'request');
  }
}

/** Methods outside the usual ones are counted together: a client picks the method, and labels stay bounded. */
function knownMethod(method: string): string {
  return ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].includes(method) ? method : 'OTHER';
}
