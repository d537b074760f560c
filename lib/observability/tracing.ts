/**
 * OpenTelemetry traces over OTLP, only when the standard OTEL_EXPORTER_OTLP_ENDPOINT (or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set: without it nothing is loaded and no span is made. The exporter
 * reads the endpoint, headers and timeout from the standard variables itself; OTEL_EXPORTER_OTLP_PROTOCOL picks
 * http/protobuf (the default) or http/json, OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES name the service.
 *
 * Once registered, Next's own spans (the request handling, the render, its fetches) join the trace, and the
 * spans of ./http.ts (the request) and ./wpcom.ts (each WordPress.com call, with W3C traceparent sent along).
 */
import { context, propagation, trace } from '@opentelemetry/api';
import type { Logger } from 'pino';

export const TRACER_NAME = 'vendor-site';

function tracingConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true' || env.OTEL_TRACES_EXPORTER?.trim() === 'none') return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim());
}

export type Tracing = { shutdown: () => Promise<void> };

export async function startTracing(log: Logger, env: NodeJS.ProcessEnv = process.env): Promise<Tracing | null> {
  if (!tracingConfigured(env)) return null;
  const protocol = (env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL ?? 'http/protobuf').trim();
  if (protocol !== 'http/protobuf' && protocol !== 'http/json') {
    log.error(
      `OTEL_EXPORTER_OTLP_PROTOCOL: "${protocol}" is not supported by this server; use http/protobuf (the collector's port 4318) or http/json. Traces are off.`,
    );
    return null;
  }
  const [
    { TracerProvider, BatchSpanProcessor },
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
  const provider = new TracerProvider({
    resource,
    spanProcessors: [new BatchSpanProcessor({ exporter: new exporterModule.OTLPTraceExporter() })],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  log.info({ protocol }, 'traces are exported over OTLP');
  return { shutdown: () => provider.shutdown() };
}
