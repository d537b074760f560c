/**
 * Traces are decided by the server, not the visitor (lib/server/observability/http.ts), and no span leaves with a query
 * string (lib/server/observability/span-scrub.ts): the standalone server exporting to the fake OTLP receiver, first with
 * the deployed sampler at one trace in a hundred, then keeping every trace to read what its spans carry.
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from '../test-support/fixtures';
import { startNextServer, type NextServer } from '../test-support/next-server';
import { startOtlpReceiver, type OtlpReceiver } from '../test-support/otlp-receiver';
import { ports, serverModeTest } from '../test-support/ports';

const MARKER = 'SECRET123';
const ARTICLE = '/blog/4101/hardening-fkp-clusters-for-a-stig-audit';
const SERVICE = 'vendor-site-tracing-e2e';
const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const poll = { timeout: 15_000, intervals: [250] };

test.describe.configure({ mode: 'serial' });

test.describe('traces decided by the server', () => {
  let otlp: OtlpReceiver;
  let server: NextServer | undefined;
  const start = (sampler: Record<string, string>) =>
    startNextServer({
      port: ports.tracedSite,
      standalone: true,
      startTimeoutMs: 90_000,
      env: {
        BLOG_REVALIDATE_SECONDS: String(serverModeTest.longRevalidateSeconds),
        LOG_LEVEL: 'warn',
        OTEL_EXPORTER_OTLP_ENDPOINT: otlp.endpoint,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_SERVICE_NAME: SERVICE,
        OTEL_BSP_SCHEDULE_DELAY: '200',
        ...sampler,
      },
    });
  const requestSpans = () => otlp.spans().filter((span) => span.service === SERVICE && span.kind === 2 && 'http.route' in span.attributes);

  test.beforeAll(async () => {
    otlp = await startOtlpReceiver(ports.tracedOtlp);
  });
  test.afterEach(async () => {
    await server?.stop();
    server = undefined;
  });
  test.afterAll(async () => otlp?.stop());

  test('at 1 %, 100 requests arriving with an outside traceparent …-01 export about 1 % of traces, not 100 %', async ({ request }) => {
    test.setTimeout(180_000);
    server = await start({ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.01' });
    const sent: string[] = [];
    for (let i = 0; i < 100; i += 1) {
      const traceId = hex(16);
      sent.push(traceId);
      const response = await request.get(`${server.origin}/about?marker=${MARKER}`, {
        headers: { traceparent: `00-${traceId}-${hex(8)}-01` },
      });
      expect(response.status()).toBe(200);
    }
    // A last one the sampler surely drops would not tell; wait out the batch delay instead, then count.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await server.stop();
    server = undefined;
    const traces = new Set(requestSpans().map((span) => span.traceId));
    // Binomial(100, 0.01): more than 6 kept has a chance of about one in a hundred thousand; before, all 100 were.
    expect(traces.size).toBeLessThanOrEqual(6);
    // None of them continues the visitor's trace.
    for (const traceId of traces) expect(sent).not.toContain(traceId);
  });

  test('spans carry route templates and never a query string: a marker in the query reaches no span', async ({ request }) => {
    test.setTimeout(180_000);
    server = await start({ OTEL_TRACES_SAMPLER: 'parentbased_always_on' });
    const before = otlp.spans().length;
    for (const path of [
      `/about?marker=${MARKER}`,
      `${ARTICLE}?marker=${MARKER}&token=${MARKER}`,
      `/blog?page=2&marker=${MARKER}`,
      `/no-such-page?marker=${MARKER}`,
    ]) {
      await request.get(`${server.origin}${path}`, { headers: { traceparent: `00-${hex(16)}-${hex(8)}-01` } });
    }
    await expect
      .poll(() => requestSpans().filter((span) => span.attributes['http.route'] === '/blog/[articleId]/[modifiedTitle]').length, poll)
      .toBeGreaterThan(0);
    await expect.poll(() => requestSpans().filter((span) => span.attributes['http.route'] === '/about').length, poll).toBeGreaterThan(0);
    const spans = otlp.spans().slice(before);
    // Next's own spans (the request handling, the render) are among them, not only the server's request span.
    expect(spans.length).toBeGreaterThan(requestSpans().length);
    expect(JSON.stringify(spans)).not.toContain(MARKER);
    for (const span of requestSpans()) {
      expect(span.name).toBe(`GET ${span.attributes['http.route']}`);
      expect(String(span.attributes['http.route'])).not.toMatch(/\?/);
    }
  });
});
