/**
 * OpenTelemetry traces over OTLP, only when the standard OTEL_EXPORTER_OTLP_ENDPOINT (or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set: without it nothing is loaded and no span is made. The exporter
 * reads the endpoint, headers and timeout from the standard variables itself; OTEL_EXPORTER_OTLP_PROTOCOL picks
 * http/protobuf (the default) or http/json, OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES name the service,
 * OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG choose which traces are kept (every one by default; a trace
 * costs the server more than its metrics and logs together, docs/benchmarks.md#observability-cost).
 *
 * Once registered, Next's own spans (the request handling, the render, its fetches) join the trace, and the
 * spans of ./http.ts (the request) and ./wpcom.ts (each WordPress.com call, with W3C traceparent sent along).
 * Next makes its spans only for the requests the sampler keeps (see `nextFollowsSampler`). The sampler decides at
 * the edge: ./http.ts starts every request's trace itself and keeps a caller's `traceparent` only as a link, so a
 * visitor cannot force a trace; and no span leaves with a query string (./span-scrub.ts).
 */
import { context, propagation, trace, type Tracer, type TracerOptions, type TracerProvider } from '@opentelemetry/api';
import type { Logger } from 'pino';
import { serverEnv } from '@/lib/config/env';
import { scrubbingExporter } from './span-scrub';

export const TRACER_NAME = 'vendor-site';

function tracingConfigured(env: Record<string, string | undefined> = serverEnv().otel): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true' || env.OTEL_TRACES_EXPORTER?.trim() === 'none') return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim());
}

export type Tracing = { shutdown: () => Promise<void> };

const SAMPLERS = ['always_on', 'always_off', 'traceidratio', 'parentbased_always_on', 'parentbased_always_off', 'parentbased_traceidratio'];
export type SamplerChoice = { root: 'on' | 'off' | number; parentBased: boolean };

/** The standard OTEL_TRACES_SAMPLER(_ARG) choice; a value it cannot use is an error naming the variable. */
export function samplerChoice(env: Record<string, string | undefined> = serverEnv().otel): SamplerChoice {
  const name = env.OTEL_TRACES_SAMPLER?.trim().toLowerCase() || 'parentbased_always_on';
  if (!SAMPLERS.includes(name)) throw new Error(`OTEL_TRACES_SAMPLER: must be one of ${SAMPLERS.join(', ')}, got "${name}"`);
  const parentBased = name.startsWith('parentbased_');
  if (!name.endsWith('traceidratio')) return { root: name.endsWith('always_on') ? 'on' : 'off', parentBased };
  const raw = env.OTEL_TRACES_SAMPLER_ARG?.trim() || '1';
  const ratio = /^(0(\.\d+)?|1(\.0+)?)$/.test(raw) ? Number(raw) : NaN;
  if (Number.isNaN(ratio)) throw new Error(`OTEL_TRACES_SAMPLER_ARG: must be a ratio from 0 to 1, got "${raw}"`);
  return { root: ratio, parentBased };
}

export async function startTracing(log: Logger, env: Record<string, string | undefined> = serverEnv().otel): Promise<Tracing | null> {
  if (!tracingConfigured(env)) return null;
  const protocol = (env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL ?? 'http/protobuf').trim();
  if (protocol !== 'http/protobuf' && protocol !== 'http/json') {
    log.error(
      `OTEL_EXPORTER_OTLP_PROTOCOL: "${protocol}" is not supported by this server; use http/protobuf (the collector's port 4318) or http/json. Traces are off.`,
    );
    return null;
  }
  let choice: SamplerChoice;
  try {
    choice = samplerChoice(env);
  } catch (error) {
    log.error(`${(error as Error).message}. Traces are off.`);
    return null;
  }
  const [
    { TracerProvider, BatchSpanProcessor, AlwaysOnSampler, AlwaysOffSampler, TraceIdRatioBasedSampler, ParentBasedSampler },
    { AsyncLocalStorageContextManager },
    { W3CTraceContextPropagator },
    resources,
    exporterModule,
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/core'),
    import('@opentelemetry/resources'),
    protocol === 'http/json' ? import('@opentelemetry/exporter-trace-otlp-http') : import('@opentelemetry/exporter-trace-otlp-proto'),
  ]);
  const resource = resources
    .resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME?.trim() || 'vendor-site' })
    .merge(resources.detectResources({ detectors: [resources.envDetector] }));
  const root =
    choice.root === 'on'
      ? new AlwaysOnSampler()
      : choice.root === 'off'
        ? new AlwaysOffSampler()
        : new TraceIdRatioBasedSampler(choice.root);
  const provider = new TracerProvider({
    resource,
    sampler: choice.parentBased ? new ParentBasedSampler({ root }) : root,
    // No query string or fragment leaves in a span (./span-scrub.ts).
    spanProcessors: [new BatchSpanProcessor({ exporter: scrubbingExporter(new exporterModule.OTLPTraceExporter()) })],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(nextFollowsSampler(provider));
  log.info({ protocol, sampler: choice }, 'traces are exported over OTLP');
  return { shutdown: () => provider.shutdown() };
}

/**
 * The provider as it is registered. Next decides whether to make its spans from the registered provider's class,
 * not from the sampler: with any provider but one whose class is named NoopTracerProvider, it makes them for
 * every request, kept or not (`isOpenTelemetryEnabled()` in next/dist/server/lib/trace/tracer.js). Under that
 * name Next makes its spans only beneath a span that is recording: the request's own span, which ./http.ts makes
 * with this provider and makes current for the request, is recording exactly when the sampler keeps the trace.
 * A request the sampler drops then spends ~10 µs in tracing code instead of ~110
 * (docs/benchmarks.md#observability-cost). tracing.test.ts holds Next's check to this, so a Next release that decides otherwise fails
 * there first.
 */
export function nextFollowsSampler(provider: TracerProvider): TracerProvider {
  class SamplerGatedProvider implements TracerProvider {
    getTracer(name: string, version?: string, options?: TracerOptions): Tracer {
      return provider.getTracer(name, version, options);
    }
  }
  // The class name is what Next reads, set as a string: the server bundle's minifier renames classes.
  Object.defineProperty(SamplerGatedProvider, 'name', { value: 'NoopTracerProvider' });
  return new SamplerGatedProvider();
}
