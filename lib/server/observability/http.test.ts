/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { context, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { propagation } from '@opentelemetry/api';
import {
  AlwaysOnSampler,
  InMemorySpanExporter,
  ParentBasedSampler,
  SimpleSpanProcessor,
  TraceIdRatioBasedSampler,
  TracerProvider,
  type Sampler,
} from '@opentelemetry/sdk-trace';
import { observeRequests } from './http';
import { nextFollowsSampler } from './tracing';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const exporter = new InMemorySpanExporter();
let sampler: Sampler = new AlwaysOnSampler();

// One provider for the file (the HTTP channel's subscriber stays for the process); its sampler is set per test.
beforeAll(() => {
  const provider = new TracerProvider({
    sampler: { shouldSample: (...args) => sampler.shouldSample(...args), toString: () => 'per test' },
    spanProcessors: [new SimpleSpanProcessor({ exporter })],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(nextFollowsSampler(provider));
  observeRequests({ metrics: null, log: null, routeOf: () => '/blog/[articleId]/[modifiedTitle]', tracing: true });
});
afterAll(() => {
  trace.disable();
  context.disable();
  propagation.disable();
});
beforeEach(() => exporter.reset());

async function requests(count: number, headers: () => Record<string, string>) {
  const server = createServer((_, response) => response.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    for (let i = 0; i < count; i += 1) {
      await new Promise<void>((resolve, reject) => {
        httpRequest({ host: '127.0.0.1', port, path: '/blog/1/a?marker=SECRET123', headers: headers() }, (response) =>
          response.resume().on('end', resolve),
        )
          .on('error', reject)
          .end();
      });
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  // The span ends on the response's 'close', just after the client has read it.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return exporter.getFinishedSpans();
}

it("a visitor's sampled flag does not force a trace: at 1 %, 200 requests sent as sampled keep about 1 %", async () => {
  sampler = new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(0.01) });
  const spans = await requests(200, () => ({ traceparent: `00-${hex(16)}-${hex(8)}-01` }));
  // Before, every one of them was kept (200). Binomial(200, 0.01): more than 12 has a chance below one in a million.
  expect(spans.length).toBeLessThanOrEqual(12);
});

it("a caller's trace is kept as a link of a trace the server starts, whose request span is named by route template", async () => {
  sampler = new ParentBasedSampler({ root: new AlwaysOnSampler() });
  const incoming = { traceId: hex(16), spanId: hex(8) };
  const [span] = await requests(1, () => ({ traceparent: `00-${incoming.traceId}-${incoming.spanId}-00` }));
  expect(span).toBeDefined();
  // Not the caller's trace, even though it said "not sampled": the server's own, which its sampler kept.
  expect(span!.spanContext().traceId).not.toBe(incoming.traceId);
  expect(span!.parentSpanContext).toBeUndefined();
  expect(span!.links.map((link) => link.context)).toEqual([expect.objectContaining(incoming)]);
  expect(span!.name).toBe('GET /blog/[articleId]/[modifiedTitle]');
  expect(JSON.stringify({ name: span!.name, attributes: span!.attributes })).not.toContain('SECRET123');
});

it('a request without traceparent, or with a malformed one, gets a trace of its own and no link', async () => {
  sampler = new AlwaysOnSampler();
  const [plain] = await requests(1, () => ({}));
  const [malformed] = await requests(1, () => ({ traceparent: 'not-a-traceparent' }));
  expect(plain!.links).toEqual([]);
  expect(malformed!.links).toEqual([]);
});
