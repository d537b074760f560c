/**
 * Calls to the WordPress.com REST API that reach the network (Next's data cache answers the others), seen
 * through undici's diagnostics channels, which Node's fetch publishes: their duration by endpoint and status
 * class, errors by kind, and (with traces on) a client span per call, its W3C traceparent sent to the API.
 * Answers that arrive but are not the JSON the site reads are reported by lib/blog/api.ts (onInvalidAnswer).
 */
import { subscribe } from 'node:diagnostics_channel';
import { context, propagation, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { ApiErrorKind, Metrics } from './metrics';
import { statusClass } from './metrics';
import { onInvalidAnswer } from '@/lib/blog/api';
import { TRACER_NAME } from './tracing';

type UndiciRequest = { origin?: unknown; path?: string; method?: string; addHeader?: (name: string, value: string) => unknown };
type Call = { at: bigint; span: Span | null; recorded: boolean };

/** The endpoint a path is counted under: bounded, never a site name or post id. */
export function apiEndpoint(path: string): string {
  const bare = path.split('?')[0] ?? '';
  if (/^\/rest\/v1(\.\d)?\/sites\/[^/]+\/posts\/?$/.test(bare)) return 'posts';
  if (/^\/rest\/v1(\.\d)?\/sites\/[^/]+\/posts\/\d+\/?$/.test(bare)) return 'post';
  return 'other';
}

function apiErrorKind(error: unknown): ApiErrorKind {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network';
}

export function observeApiCalls({ metrics, apiBase, tracing }: { metrics: Metrics | null; apiBase: string; tracing: boolean }) {
  const origin = new URL(apiBase).origin;
  const calls = new WeakMap<object, Call>();
  const tracer = tracing ? trace.getTracer(TRACER_NAME) : null;
  if (metrics) onInvalidAnswer(() => metrics.apiErrors.inc({ kind: 'invalid' }));

  subscribe('undici:request:create', (message) => {
    const { request } = message as { request: UndiciRequest };
    if (String(request.origin).replace(/\/$/, '') !== origin) return;
    let span: Span | null = null;
    if (tracer) {
      const endpoint = apiEndpoint(request.path ?? '');
      span = tracer.startSpan(`${request.method ?? 'GET'} wordpress.com ${endpoint}`, {
        kind: SpanKind.CLIENT,
        attributes: {
          'http.request.method': request.method ?? 'GET',
          'server.address': new URL(origin).hostname,
          'url.path': (request.path ?? '').split('?')[0],
          'wpcom.endpoint': endpoint,
        },
      });
      const carrier: Record<string, string> = {};
      propagation.inject(trace.setSpan(context.active(), span), carrier);
      for (const [name, value] of Object.entries(carrier)) request.addHeader?.(name, value);
    }
    calls.set(request, { at: process.hrtime.bigint(), span, recorded: false });
  });

  subscribe('undici:request:headers', (message) => {
    const { request, response } = message as { request: UndiciRequest; response: { statusCode: number } };
    const call = calls.get(request);
    if (!call) return;
    call.recorded = true;
    const seconds = Number(process.hrtime.bigint() - call.at) / 1e9;
    const status = response.statusCode;
    metrics?.apiDuration.observe({ endpoint: apiEndpoint(request.path ?? ''), status_class: statusClass(status) }, seconds);
    if (status >= 400) metrics?.apiErrors.inc({ kind: status >= 500 ? '5xx' : '4xx' });
    call.span?.setAttribute('http.response.status_code', status);
    if (status >= 500) call.span?.setStatus({ code: SpanStatusCode.ERROR });
  });

  subscribe('undici:request:trailers', (message) => {
    const { request } = message as { request: UndiciRequest };
    calls.get(request)?.span?.end();
    calls.delete(request);
  });

  subscribe('undici:request:error', (message) => {
    const { request, error } = message as { request: UndiciRequest; error: unknown };
    const call = calls.get(request);
    if (!call) return;
    calls.delete(request);
    const kind = apiErrorKind(error);
    // A failure after the headers (a body cut short) is counted once, as what ended the call.
    if (!call.recorded) {
      metrics?.apiDuration.observe(
        { endpoint: apiEndpoint(request.path ?? ''), status_class: 'error' },
        Number(process.hrtime.bigint() - call.at) / 1e9,
      );
    }
    metrics?.apiErrors.inc({ kind });
    call.span?.setStatus({ code: SpanStatusCode.ERROR, message: kind });
    call.span?.end();
  });
}
