/** @jest-environment node */
import { context, ROOT_CONTEXT, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  AlwaysOnSampler,
  InMemorySpanExporter,
  SimpleSpanProcessor,
  TraceIdRatioBasedSampler,
  TracerProvider,
  type Sampler,
} from '@opentelemetry/sdk-trace';
import { nextFollowsSampler, samplerChoice } from './tracing';

it('reads the standard sampler variables: every trace by default, a ratio when asked, parent-based unless told', () => {
  expect(samplerChoice({})).toEqual({ root: 'on', parentBased: true });
  expect(samplerChoice({ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1' })).toEqual({
    root: 0.1,
    parentBased: true,
  });
  expect(samplerChoice({ OTEL_TRACES_SAMPLER: 'traceidratio' })).toEqual({ root: 1, parentBased: false });
  expect(samplerChoice({ OTEL_TRACES_SAMPLER: 'always_off' })).toEqual({ root: 'off', parentBased: false });
});

it('names the variable when a value cannot be used', () => {
  expect(() => samplerChoice({ OTEL_TRACES_SAMPLER: 'jaeger_remote' })).toThrow(/^OTEL_TRACES_SAMPLER: must be one of/);
  expect(() => samplerChoice({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '10%' })).toThrow(
    /^OTEL_TRACES_SAMPLER_ARG: must be a ratio from 0 to 1, got "10%"/,
  );
});

describe('Next makes its spans only for the traces the sampler keeps', () => {
  // Next's own check, as the server runs it: the tracer its request handling and render go through.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- Next's server internals are CommonJS
  const next = require('next/dist/server/lib/trace/tracer').getTracer() as { isOpenTelemetryEnabled(): boolean };

  afterEach(() => {
    trace.disable();
    context.disable();
  });

  function register(sampler: Sampler) {
    const exporter = new InMemorySpanExporter();
    const provider = new TracerProvider({ sampler, spanProcessors: [new SimpleSpanProcessor({ exporter })] });
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    trace.setGlobalTracerProvider(nextFollowsSampler(provider));
    return { tracer: trace.getTracer('test'), exporter, provider };
  }

  it('off outside a request, on beneath a kept request span, and the spans made there are exported', async () => {
    const { tracer, exporter, provider } = register(new AlwaysOnSampler());
    expect(next.isOpenTelemetryEnabled()).toBe(false);
    const request = tracer.startSpan('GET request');
    context.with(trace.setSpan(context.active(), request), () => {
      expect(next.isOpenTelemetryEnabled()).toBe(true);
      tracer.startSpan('render').end();
    });
    request.end();
    await provider.forceFlush();
    expect(exporter.getFinishedSpans().map((span) => span.name)).toEqual(['render', 'GET request']);
  });

  it('off beneath a request span the sampler did not keep', () => {
    const { tracer } = register(new TraceIdRatioBasedSampler(0));
    const request = tracer.startSpan('GET request');
    expect(request.isRecording()).toBe(false);
    context.with(trace.setSpan(context.active(), request), () => expect(next.isOpenTelemetryEnabled()).toBe(false));
  });

  it("a context attached as the request's stays current in what the request starts after it", async () => {
    const { tracer } = register(new AlwaysOnSampler());
    const request = tracer.startSpan('GET request');
    // As in ./http.ts: attached in a callback (the HTTP channel's), then seen by the handler's later steps.
    const seen = await new Promise<boolean>((resolve) =>
      setImmediate(() => {
        context.attach(trace.setSpan(ROOT_CONTEXT, request));
        void Promise.resolve().then(() => resolve(next.isOpenTelemetryEnabled() && trace.getSpan(context.active()) === request));
      }),
    );
    expect(seen).toBe(true);
    expect(trace.getSpan(context.active())).toBeUndefined();
  });
});
