/** @jest-environment node */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { metrics } from './metrics';
import { apiEndpoint, observeApiCalls } from './wpcom';

let server: Server;
let origin: string;
const seen: IncomingHttpHeaders[] = [];
const exporter = new InMemorySpanExporter();
const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.headers);
    const status = request.url?.includes('/posts/500') ? 500 : 200;
    response.writeHead(status, { 'Content-Type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  expect(trace.setGlobalTracerProvider(provider)).toBe(true);
  observeApiCalls({ metrics: metrics(), apiBase: origin, tracing: true });
});
afterAll(async () => {
  await provider.shutdown();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

it('sends the W3C traceparent of a child span of the active one, and counts the call', async () => {
  const parent = trace.getTracer('test').startSpan('render');
  await context.with(trace.setSpan(context.active(), parent), async () => {
    await (await fetch(`${origin}/rest/v1/sites/example.wordpress.com/posts/12`)).text();
  });
  parent.end();
  const header = String(seen.at(-1)?.traceparent);
  const [, traceId, spanId] = header.split('-');
  expect(traceId).toBe(parent.spanContext().traceId);
  await provider.forceFlush();
  const call = exporter.getFinishedSpans().find((span) => span.spanContext().spanId === spanId);
  expect(call?.name).toBe('GET wordpress.com post');
  expect(call?.parentSpanContext?.spanId).toBe(parent.spanContext().spanId);
  const text = await metrics().registry.metrics();
  expect(text).toMatch(/site_wpcom_api_request_duration_seconds_count\{endpoint="post",status_class="2xx"\} 1/);
});

it('counts 5xx answers and leaves calls to other hosts alone', async () => {
  await (await fetch(`${origin}/rest/v1/sites/example.wordpress.com/posts/500`)).text();
  await fetch(`http://127.0.0.1:1/`).catch(() => {});
  const text = await metrics().registry.metrics();
  expect(text).toMatch(/site_wpcom_api_errors_total\{kind="5xx"\} 1/);
  expect(text).toMatch(/site_wpcom_api_errors_total\{kind="network"\} 0/);
});

it('names endpoints without site names or post ids', () => {
  expect(apiEndpoint('/rest/v1.1/sites/e2e.wordpress.com/posts?number=100')).toBe('posts');
  expect(apiEndpoint('/rest/v1/sites/123/posts/4101')).toBe('post');
  expect(apiEndpoint('/oauth2/token')).toBe('other');
});
