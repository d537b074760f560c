/**
 * What an operator sees of server mode: two standalone servers (what the container image runs) over one Redis,
 * with their metrics ports scraped by a real Prometheus (Debian's), traces sent to a fake OTLP receiver, JSON
 * logs read from their output, and a rolling restart behind a load balancer that follows the readiness probe.
 */
import { Agent, get as httpGet } from 'node:http';
import type { APIRequestContext } from '@playwright/test';
import { startBalancer } from '../test-support/balancer';
import { expect, test } from '../test-support/fixtures';
import { startNextServer, type NextServer } from '../test-support/next-server';
import { startOtlpReceiver, type OtlpReceiver } from '../test-support/otlp-receiver';
import { ports, serverModeTest } from '../test-support/ports';
import { startPrometheus, type Prometheus } from '../test-support/prometheus';
import { startRedis, type RedisServer } from '../test-support/redis';

const api = `http://127.0.0.1:${ports.serverWpcom}`;
const run = Date.now().toString(36);
const ARTICLE_ROUTE = '/blog/[articleId]/[modifiedTitle]';
const poll = { timeout: 20_000, intervals: [250] };

async function control(request: APIRequestContext, path: string, data?: unknown) {
  const response = await request.post(`${api}/__control/${path}`, { data: data ?? {} });
  expect(response.ok(), `fake API ${path}`).toBe(true);
}

/** A post no instance has rendered yet: its page needs a call to the API. */
async function newPost(request: APIRequestContext, id: number) {
  await control(request, 'posts', { ID: id, title: `Observed ${run} ${id}`, content: '<p>Seen from the inside.</p>' });
  return `/blog/${id}/observed-${run}-${id}`;
}

type LogLine = {
  level: string;
  msg: string;
  method?: string;
  route?: string;
  status?: number;
  durationMs?: number;
  cache?: string | null;
  traceId?: string | null;
};

/** The server's output after the start banner (printed before instrumentation runs), one JSON object a line. */
function logLines(server: NextServer): LogLine[] {
  const lines = server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'));
  return lines.map((line) => JSON.parse(line) as LogLine);
}

async function metricsText(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(response.status).toBe(200);
  return response.text();
}

const keptAlive = new Agent({ keepAlive: true });

/**
 * GET on a connection of its own, closed after the answer (as a probe or a new client makes), or with
 * `keepAlive` on one kept open after it (as a proxy's pool does); never rejected: status 0 for no answer.
 */
function once(url: string, { keepAlive = false } = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const call = httpGet(url, { agent: keepAlive ? keptAlive : false, timeout: 60_000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', (error) => resolve({ status: 0, body: String(error) }));
    });
    call.on('timeout', () => call.destroy(new Error('no answer within 60 s')));
    call.on('error', (error) => resolve({ status: 0, body: String(error) }));
  });
}

const value = (samples: { value: [number, string] }[]) => Number(samples[0]?.value[1] ?? NaN);

test.describe.configure({ mode: 'serial' });

test.describe('two observed instances', () => {
  let redis: RedisServer;
  let otlp: OtlpReceiver;
  let prometheus: Prometheus;
  let a: NextServer;
  let b: NextServer;
  const env = (metricsPort: number) => ({
    BLOG_REVALIDATE_SECONDS: String(serverModeTest.longRevalidateSeconds),
    REVALIDATE_SECRET: serverModeTest.secret,
    REDIS_URL: redis.url,
    METRICS_PORT: String(metricsPort),
    LOG_LEVEL: 'info',
    OTEL_EXPORTER_OTLP_ENDPOINT: otlp.endpoint,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_SERVICE_NAME: 'vendor-site-e2e',
    // Spans reach the receiver within a second instead of the default five.
    OTEL_BSP_SCHEDULE_DELAY: '200',
  });

  test.beforeAll(async ({ request }) => {
    test.setTimeout(240_000);
    await control(request, 'reset');
    redis = await startRedis(ports.observedRedis);
    otlp = await startOtlpReceiver(ports.otlp);
    // One after the other: two starts at once on a busy 2-core machine can outlast the start timeout.
    a = await startNextServer({ port: ports.observedA, env: env(ports.observedMetricsA), standalone: true, startTimeoutMs: 90_000 });
    b = await startNextServer({ port: ports.observedB, env: env(ports.observedMetricsB), standalone: true, startTimeoutMs: 90_000 });
    prometheus = await startPrometheus({
      port: ports.prometheus,
      targets: [`127.0.0.1:${ports.observedMetricsA}`, `127.0.0.1:${ports.observedMetricsB}`],
    });
  });
  test.afterAll(async ({ request }) => {
    await Promise.all([a?.stop(), b?.stop(), redis?.stop(), otlp?.stop(), prometheus?.stop()]);
    await control(request, 'reset');
  });

  test('the metrics port serves the metrics; the public port has no /metrics', async ({ request }) => {
    const path = await newPost(request, 778_001);
    expect((await request.get(`${a.origin}${path}`)).status()).toBe(200);
    expect((await request.get(`${a.origin}/metrics`)).status()).toBe(404);
    const text = await metricsText(ports.observedMetricsA);
    // Node's own metrics, the request histogram by template (never the raw path), the cache, the API, the build.
    expect(text).toContain('process_cpu_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toMatch(
      new RegExp(
        `site_http_request_duration_seconds_count\\{method="GET",route="/blog/\\[articleId\\]/\\[modifiedTitle\\]",status_class="2xx"\\} [1-9]`,
      ),
    );
    expect(text).not.toContain(path);
    expect(text).toMatch(/site_cache_state\{state="(shared|degraded)"\} 1/);
    // The page's own result (x-nextjs-cache), and the data cache's answers to its API calls (the handler's events).
    expect(text).toMatch(/site_cache_results_total\{kind="article",result="(hit|stale|miss)"\} [1-9]/);
    expect(text).toMatch(/site_cache_results_total\{kind="fetch",result="(hit|stale|miss)"\} [1-9]/);
    expect(text).toMatch(/site_wpcom_api_request_duration_seconds_count\{endpoint="post",status_class="2xx"\} [1-9]/);
    expect(text).toMatch(/site_build_info\{build_id="[^"]+",node_version="v24\.[^"]+"\} 1/);
    expect(text).toContain('site_cache_degraded_seconds_total');
  });

  test('API failures are counted by kind, and revalidations by outcome', async ({ request }) => {
    await control(request, 'fail', { status: 500, target: 'post' });
    try {
      const path = await newPost(request, 778_002);
      expect((await request.get(`${a.origin}${path}`)).status()).toBeGreaterThanOrEqual(500);
    } finally {
      await control(request, 'fail', {});
    }
    const wrong = await request.post(`${a.origin}/api/revalidate`, {
      headers: { authorization: 'Bearer not-the-secret-0123456789abcdef' },
      data: {},
    });
    expect(wrong.status()).toBe(401);
    const right = await request.post(`${a.origin}/api/revalidate`, {
      headers: { authorization: `Bearer ${serverModeTest.secret}` },
      data: {},
    });
    expect(right.status()).toBe(200);
    const text = await metricsText(ports.observedMetricsA);
    expect(text).toMatch(/site_wpcom_api_errors_total\{kind="5xx"\} [1-9]/);
    expect(text).toMatch(/site_revalidations_total\{outcome="unauthorized"\} 1/);
    expect(text).toMatch(/site_revalidations_total\{outcome="revalidated"\} 1/);
  });

  test('one JSON line per request, and no secret in any line', async ({ request }) => {
    const secretQuery = 'token=query-token-5d1e9a7c3b&secret=query-secret-8f2c4e6a1d';
    await request.get(`${b.origin}/about?${secretQuery}`);
    await request.get(`${b.origin}/about`, { headers: { authorization: 'Bearer header-token-2b7d9f1e4c6a8' } });
    await request.post(`${b.origin}/api/revalidate?${secretQuery}`, {
      headers: { 'x-revalidate-secret': 'presented-secret-6c3a9e1f7b2d' },
      data: {},
    });
    await request.post(`${b.origin}/api/revalidate`, { headers: { authorization: `Bearer ${serverModeTest.secret}` }, data: { id: 4101 } });
    await expect.poll(() => logLines(b).filter((line) => line.msg === 'request' && line.route === '/api/revalidate').length, poll).toBe(2);
    const lines = logLines(b);
    const about = lines.filter((line) => line.msg === 'request' && line.route === '/about');
    expect(about).toHaveLength(2);
    expect(about[0]).toMatchObject({
      level: 'info',
      method: 'GET',
      status: 200,
      durationMs: expect.any(Number),
      traceId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(about[0]).toHaveProperty('cache');
    // Next's own lines (and the revalidation route's) are JSON too.
    expect(lines.some((line) => line.msg.startsWith('[revalidate]'))).toBe(true);
    const output = b.output();
    for (const secret of [
      'query-token-5d1e9a7c3b',
      'query-secret-8f2c4e6a1d',
      'header-token-2b7d9f1e4c6a8',
      'presented-secret-6c3a9e1f7b2d',
      serverModeTest.secret,
    ]) {
      expect(output).not.toContain(secret);
    }
    // Every line after the start banner is JSON.
    const afterBanner = output.slice(output.indexOf('{'));
    for (const line of afterBanner.split('\n').filter(Boolean)) expect(() => JSON.parse(line), line).not.toThrow();
  });

  test("traces reach the OTLP receiver; the WordPress.com call is a child span in the request's trace", async ({ request }) => {
    const path = await newPost(request, 778_003);
    expect((await request.get(`${b.origin}${path}`)).status()).toBe(200);
    const server = () =>
      otlp.spans().find((span) => span.kind === 2 && span.attributes['http.route'] === ARTICLE_ROUTE && span.service === 'vendor-site-e2e');
    await expect.poll(() => Boolean(server()), poll).toBe(true);
    const root = server()!;
    const call = () => otlp.spans().find((span) => span.traceId === root.traceId && span.name.includes('wordpress.com post'));
    await expect.poll(() => Boolean(call()), poll).toBe(true);
    // Walk up from the API call: it descends from the request's span, through Next's render.
    const byId = new Map(otlp.spans().map((span) => [span.spanId, span]));
    const ancestors: string[] = [];
    for (let span = call(); span?.parentSpanId; span = byId.get(span.parentSpanId)) ancestors.push(span.parentSpanId);
    expect(ancestors).toContain(root.spanId);
    expect(
      otlp
        .spans()
        .filter((span) => span.traceId === root.traceId)
        .map((span) => span.name)
        .join('\n'),
    ).toMatch(/render/i);
  });

  test('Prometheus scrapes both instances: request rates, a latency quantile, and the cache turning degraded without Redis', async ({
    request,
  }) => {
    test.setTimeout(90_000);
    const paths = ['/', '/about', '/blog', '/blog/4101/hardening-fkp-clusters-for-a-stig-audit'];
    const until = Date.now() + 6_000;
    while (Date.now() < until) {
      await Promise.all([a, b].flatMap((server) => paths.map((path) => request.get(`${server.origin}${path}`))));
    }
    await expect
      .poll(async () => (await prometheus.query('sum by (instance) (rate(site_http_request_duration_seconds_count[5s])) > 0')).length, poll)
      .toBe(2);
    const p95 = await prometheus.query('histogram_quantile(0.95, sum by (le) (rate(site_http_request_duration_seconds_bucket[30s])))');
    expect(value(p95)).toBeGreaterThan(0);
    expect(value(p95)).toBeLessThan(30);
    await expect.poll(async () => (await prometheus.query('site_cache_state{state="shared"} == 1')).length, poll).toBe(2);

    await redis.stop();
    // Each instance notices when its probe fails; its metrics say degraded at the next scrape.
    await expect.poll(async () => (await prometheus.query('site_cache_state{state="degraded"} == 1')).length, poll).toBe(2);
    await expect.poll(async () => value(await prometheus.query('min(site_cache_degraded_seconds_total)')), poll).toBeGreaterThan(0);
  });
});

/** What lib/server/observability/start.ts logs as the drain begins (at info). */
const DRAIN_LINE = 'SIGTERM: readiness is 503 now';

test('readiness turns 503 on SIGTERM while liveness stays 200; a rolling restart behind the balancer drops nothing', async ({
  request,
}) => {
  test.setTimeout(300_000);
  // 15 s: on a busy machine a process can stall for seconds (7 s seen at a load average of 20), and the
  // balancer must still see the 503 and the checks below land within the drain.
  const drainSeconds = 15;
  // KEEP_ALIVE_TIMEOUT as in deploy/k8s: the balancer (Node's agent, which reads the server's Keep-Alive hint)
  // lets an idle connection go before the server would close it.
  const env = { SHUTDOWN_DRAIN_SECONDS: String(drainSeconds), KEEP_ALIVE_TIMEOUT: '65000', LOG_LEVEL: 'warn' };
  const a = await startNextServer({ port: ports.observedA, env, standalone: true, startTimeoutMs: 90_000 });
  // B's drain lines are info: its output is printed if the test fails.
  const b = await startNextServer({ port: ports.observedB, env: { ...env, LOG_LEVEL: 'info' }, standalone: true, startTimeoutMs: 90_000 });
  let c: NextServer | null = null;
  const balancer = await startBalancer({ port: ports.balancer });
  const statuses: number[] = [];
  let loading = true;
  let clients: Promise<void>[] = [];
  try {
    balancer.setBackends([a.origin, b.origin]);
    await expect.poll(() => balancer.ready().length, poll).toBe(2);

    // Load through the balancer: 8 clients, each sending a request 50 ms after its last answer, until told to
    // stop. That keeps requests arriving every few milliseconds through the whole restart. Back to back, the
    // clients took both cores for the test's ~40 s (7,000 requests alone, half that beside the other worker),
    // starving the tests running beside it for no more coverage.
    const paths = ['/', '/about', '/blog', '/products'];
    clients = Array.from({ length: 8 }, async (_, i) => {
      for (let n = i; loading; n += 1) {
        // 0: no answer, or one cut short.
        const status = await fetch(`${balancer.origin}${paths[n % paths.length]}`)
          .then((response) => response.arrayBuffer().then(() => response.status))
          .catch(() => 0);
        statuses.push(status);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    // The rolling update: a new instance C, then SIGTERM to B.
    c = await startNextServer({ port: ports.observedC, env, standalone: true, startTimeoutMs: 90_000 });
    balancer.setBackends([a.origin, b.origin, c.origin]);
    await expect.poll(() => balancer.ready().includes(c!.origin), poll).toBe(true);
    // A page no instance has rendered, on an API slower than the drain: still rendering when B closes. Its id is
    // new on every run: without Redis the standalone servers keep API answers on disk from one run to the next.
    const id = 800_000 + (Date.now() % 100_000);
    await control(request, 'posts', { ID: id, title: `Rolling ${run}`, content: '<p>Rendered across the close.</p>' });
    await control(request, 'delay', { delayMs: (drainSeconds + 3) * 1000 });
    // It begins before SIGTERM, on a connection kept alive: B must still close that connection after the answer.
    const inFlight = once(`${b.origin}/blog/${id}/rolling-${run}`, { keepAlive: true });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const terminated = Date.now();
    b.terminate();
    const exited = b.exited.then((code) => ({ code, after: Date.now() - terminated }));
    // Readiness turns as B handles the signal, which it logs: the next readiness answer is a 503.
    await expect.poll(() => b.output().includes(DRAIN_LINE), { timeout: 30_000 }).toBe(true);
    const turned = Date.now() - terminated;
    const [ready, live, page, rendered] = await Promise.all([
      once(`${b.origin}/api/health/ready`),
      once(`${b.origin}/api/health`),
      once(`${b.origin}/about`),
      inFlight,
      expect.poll(() => balancer.ready(), { timeout: drainSeconds * 1000, intervals: [100] }).toEqual([a.origin, c.origin]),
    ]);
    expect(ready.status, 'readiness while draining').toBe(503);
    expect(live.status, 'liveness while draining').toBe(200);
    expect(page.status, 'a page asked for while draining').toBe(200);
    expect(rendered.status, 'a render still in flight when the drain ended').toBe(200);
    expect(rendered.body).toContain(`Rolling ${run}`);
    // Next's own SIGTERM handler ran only after the drain: it closed, finished the render, and exited as it does,
    // within the pod's grace period (45 s), not after the kept-alive connection's 65 s.
    const { code, after } = await exited;
    expect(code).toBe(143);
    expect(after).toBeGreaterThanOrEqual(drainSeconds * 1000);
    expect(after).toBeLessThan(45_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    loading = false;
    await Promise.all(clients);

    const failed = statuses.filter((status) => status !== 200);
    console.log(
      `rolling restart: ${statuses.length} requests through the balancer, ${failed.length} failed; B unready ${turned} ms ` +
        `(its drain line seen) and exited ${(after / 1000).toFixed(1)} s after SIGTERM`,
    );
    expect(statuses.length).toBeGreaterThan(100);
    expect(balancer.drops()).toEqual([]);
    expect(failed).toEqual([]);
  } catch (error) {
    console.log(`B's output:\n${b.output()}\nrequests that failed at a backend: ${JSON.stringify(balancer.drops())}`);
    throw error;
  } finally {
    loading = false;
    await Promise.all(clients);
    await control(request, 'reset');
    await Promise.all([a.stop(), b.stop(), c?.stop(), balancer.stop()]);
  }
});
