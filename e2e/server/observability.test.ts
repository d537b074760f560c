/**
 * What an operator sees of server mode: two standalone servers (what the container image runs) over one Redis,
 * with their metrics ports scraped by a real Prometheus (Debian's), traces sent to a fake OTLP receiver, JSON
 * logs read from their output, and a rolling restart behind a load balancer that follows the readiness probe.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startBalancer } from '../../test-support/balancer';
import { eventually, get, once, post } from '../../test-support/http';
import { startNextServer, type NextServer } from '../../test-support/next-server';
import { startOtlpReceiver, type OtlpReceiver } from '../../test-support/otlp-receiver';
import { ports, serverModeTest } from '../../test-support/ports';
import { startPrometheus, type Prometheus } from '../../test-support/prometheus';
import { startRedis, type RedisServer } from '../../test-support/redis';
import { control, longWindow, PRERENDERED, withSecret } from '../../test-support/server-mode';

const run = Date.now().toString(36);
const ARTICLE_ROUTE = '/blog/[articleId]/[modifiedTitle]';
const poll = { timeoutMs: 20_000, intervalMs: 250 };

/** A post no instance has rendered yet: its page needs a call to the API. */
async function newPost(id: number) {
  await control('posts', { ID: id, title: `Observed ${run} ${id}`, content: '<p>Seen from the inside.</p>' });
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
  const response = await get(`http://127.0.0.1:${port}/metrics`);
  assert.equal(response.status, 200);
  return response.text;
}

const value = (samples: { value: [number, string] }[]) => Number(samples[0]?.value[1] ?? NaN);

describe('two observed instances', () => {
  let redis: RedisServer;
  let otlp: OtlpReceiver;
  let prometheus: Prometheus;
  let a: NextServer;
  let b: NextServer;
  const env = (metricsPort: number) => ({
    ...longWindow,
    REDIS_URL: redis.url,
    METRICS_PORT: String(metricsPort),
    LOG_LEVEL: 'info',
    OTEL_EXPORTER_OTLP_ENDPOINT: otlp.endpoint,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_SERVICE_NAME: 'vendor-site-e2e',
    // Spans reach the receiver within a second instead of the default five.
    OTEL_BSP_SCHEDULE_DELAY: '200',
  });

  before(
    async () => {
      await control('reset');
      redis = await startRedis(ports.observedRedis);
      otlp = await startOtlpReceiver(ports.otlp);
      // One after the other: two starts at once on a busy 2-core machine can outlast the start timeout.
      a = await startNextServer({ port: ports.observedA, env: env(ports.observedMetricsA), standalone: true, startTimeoutMs: 90_000 });
      b = await startNextServer({ port: ports.observedB, env: env(ports.observedMetricsB), standalone: true, startTimeoutMs: 90_000 });
      prometheus = await startPrometheus({
        port: ports.prometheus,
        targets: [`127.0.0.1:${ports.observedMetricsA}`, `127.0.0.1:${ports.observedMetricsB}`],
      });
    },
    { timeout: 240_000 },
  );
  after(async () => {
    await Promise.all([a?.stop(), b?.stop(), redis?.stop(), otlp?.stop(), prometheus?.stop()]);
    await control('reset');
  });

  test('the metrics port serves the metrics; the public port has no /metrics', { timeout: 30_000 }, async () => {
    const path = await newPost(778_001);
    assert.equal((await get(`${a.origin}${path}`)).status, 200);
    assert.equal((await get(`${a.origin}/metrics`)).status, 404);
    const text = await metricsText(ports.observedMetricsA);
    // Node's own metrics, the request histogram by template (never the raw path), the cache, the API, the build.
    assert.ok(text.includes('process_cpu_seconds_total'));
    assert.ok(text.includes('nodejs_eventloop_lag_seconds'));
    assert.match(
      text,
      new RegExp(
        `site_http_request_duration_seconds_count\\{method="GET",route="/blog/\\[articleId\\]/\\[modifiedTitle\\]",status_class="2xx"\\} [1-9]`,
      ),
    );
    assert.ok(!text.includes(path), `the metrics name ${path}`);
    assert.match(text, /site_cache_state\{state="(shared|degraded)"\} 1/);
    // The page's own result (x-nextjs-cache), and the data cache's answers to its API calls (the handler's events).
    assert.match(text, /site_cache_results_total\{kind="article",result="(hit|stale|miss)"\} [1-9]/);
    assert.match(text, /site_cache_results_total\{kind="fetch",result="(hit|stale|miss)"\} [1-9]/);
    assert.match(text, /site_wpcom_api_request_duration_seconds_count\{endpoint="post",status_class="2xx"\} [1-9]/);
    assert.match(text, /site_build_info\{build_id="[^"]+",node_version="v24\.[^"]+"\} 1/);
    assert.ok(text.includes('site_cache_degraded_seconds_total'));
  });

  test('API failures are counted by kind, and revalidations by outcome', { timeout: 30_000 }, async () => {
    await control('fail', { status: 500, target: 'post' });
    try {
      const path = await newPost(778_002);
      assert.ok((await get(`${a.origin}${path}`)).status >= 500);
    } finally {
      await control('fail', {});
    }
    const wrong = await post(`${a.origin}/api/revalidate`, {
      headers: { authorization: 'Bearer not-the-secret-0123456789abcdef' },
      json: {},
    });
    assert.equal(wrong.status, 401);
    const right = await post(`${a.origin}/api/revalidate`, { headers: withSecret, json: {} });
    assert.equal(right.status, 200);
    const text = await metricsText(ports.observedMetricsA);
    assert.match(text, /site_wpcom_api_errors_total\{kind="5xx"\} [1-9]/);
    assert.match(text, /site_revalidations_total\{outcome="unauthorized"\} 1/);
    assert.match(text, /site_revalidations_total\{outcome="revalidated"\} 1/);
  });

  test('one JSON line per request, and no secret in any line', { timeout: 30_000 }, async () => {
    const secretQuery = 'token=query-token-5d1e9a7c3b&secret=query-secret-8f2c4e6a1d';
    await get(`${b.origin}/about?${secretQuery}`);
    await get(`${b.origin}/about`, { headers: { authorization: 'Bearer header-token-2b7d9f1e4c6a8' } });
    await post(`${b.origin}/api/revalidate?${secretQuery}`, {
      headers: { 'x-revalidate-secret': 'presented-secret-6c3a9e1f7b2d' },
      json: {},
    });
    await post(`${b.origin}/api/revalidate`, { headers: withSecret, json: { id: PRERENDERED.first.id } });
    await eventually(
      () => logLines(b).filter((line) => line.msg === 'request' && line.route === '/api/revalidate').length,
      (count) => assert.equal(count, 2),
      poll,
    );
    const lines = logLines(b);
    const about = lines.filter((line) => line.msg === 'request' && line.route === '/about');
    assert.equal(about.length, 2);
    assert.partialDeepStrictEqual(about[0], { level: 'info', method: 'GET', status: 200 });
    assert.equal(typeof about[0]!.durationMs, 'number');
    assert.match(String(about[0]!.traceId), /^[0-9a-f]{32}$/);
    assert.ok('cache' in about[0]!, 'the line says how the cache answered');
    // Next's own lines (and the revalidation route's) are JSON too.
    assert.ok(lines.some((line) => line.msg.startsWith('[revalidate]')));
    const output = b.output();
    for (const secret of [
      'query-token-5d1e9a7c3b',
      'query-secret-8f2c4e6a1d',
      'header-token-2b7d9f1e4c6a8',
      'presented-secret-6c3a9e1f7b2d',
      serverModeTest.secret,
    ]) {
      assert.ok(!output.includes(secret), `the log holds ${secret}`);
    }
    // Every line after the start banner is JSON.
    const afterBanner = output.slice(output.indexOf('{'));
    for (const line of afterBanner.split('\n').filter(Boolean)) assert.doesNotThrow(() => JSON.parse(line), line);
  });

  test("traces reach the OTLP receiver; the WordPress.com call is a child span in the request's trace", { timeout: 30_000 }, async () => {
    const path = await newPost(778_003);
    assert.equal((await get(`${b.origin}${path}`)).status, 200);
    const server = () =>
      otlp.spans().find((span) => span.kind === 2 && span.attributes['http.route'] === ARTICLE_ROUTE && span.service === 'vendor-site-e2e');
    const root = await eventually(server, (span) => assert.ok(span, 'the request span'), poll);
    const call = () => otlp.spans().find((span) => span.traceId === root!.traceId && span.name.includes('wordpress.com post'));
    await eventually(call, (span) => assert.ok(span, 'the API call span'), poll);
    // Walk up from the API call: it descends from the request's span, through Next's render.
    const byId = new Map(otlp.spans().map((span) => [span.spanId, span]));
    const ancestors: string[] = [];
    for (let span = call(); span?.parentSpanId; span = byId.get(span.parentSpanId)) ancestors.push(span.parentSpanId);
    assert.ok(ancestors.includes(root!.spanId), 'the API call descends from the request span');
    assert.match(
      otlp
        .spans()
        .filter((span) => span.traceId === root!.traceId)
        .map((span) => span.name)
        .join('\n'),
      /render/i,
    );
  });

  test(
    'Prometheus scrapes both instances: request rates, a latency quantile, and the cache turning degraded without Redis',
    { timeout: 90_000 },
    async () => {
      const paths = ['/', '/about', '/blog', PRERENDERED.first.path];
      const until = Date.now() + 6_000;
      while (Date.now() < until) {
        await Promise.all([a, b].flatMap((server) => paths.map((path) => get(`${server.origin}${path}`))));
      }
      const count = async (expr: string) => (await prometheus.query(expr)).length;
      await eventually(
        () => count('sum by (instance) (rate(site_http_request_duration_seconds_count[5s])) > 0'),
        (n) => assert.equal(n, 2),
        poll,
      );
      const p95 = value(
        await prometheus.query('histogram_quantile(0.95, sum by (le) (rate(site_http_request_duration_seconds_bucket[30s])))'),
      );
      assert.ok(p95 > 0 && p95 < 30, `p95 ${p95} s`);
      await eventually(
        () => count('site_cache_state{state="shared"} == 1'),
        (n) => assert.equal(n, 2),
        poll,
      );

      await redis.stop();
      // Each instance notices when its probe fails; its metrics say degraded at the next scrape.
      await eventually(
        () => count('site_cache_state{state="degraded"} == 1'),
        (n) => assert.equal(n, 2),
        poll,
      );
      await eventually(
        async () => value(await prometheus.query('min(site_cache_degraded_seconds_total)')),
        (seconds) => assert.ok(seconds > 0, `${seconds}`),
        poll,
      );
    },
  );
});

/** What lib/server/observability/start.ts logs as the drain begins (at info). */
const DRAIN_LINE = 'SIGTERM: readiness is 503 now';

test(
  'readiness turns 503 on SIGTERM while liveness stays 200; a rolling restart behind the balancer drops nothing',
  { timeout: 300_000 },
  async () => {
    // 15 s: on a busy machine a process can stall for seconds (7 s seen at a load average of 20), and the
    // balancer must still see the 503 and the checks below land within the drain.
    const drainSeconds = 15;
    // KEEP_ALIVE_TIMEOUT as in deploy/k8s: the balancer (Node's agent, which reads the server's Keep-Alive hint)
    // lets an idle connection go before the server would close it.
    const env = { SHUTDOWN_DRAIN_SECONDS: String(drainSeconds), KEEP_ALIVE_TIMEOUT: '65000', LOG_LEVEL: 'warn' };
    const a = await startNextServer({ port: ports.observedA, env, standalone: true, startTimeoutMs: 90_000 });
    // B's drain lines are info: its output is printed if the test fails.
    const b = await startNextServer({
      port: ports.observedB,
      env: { ...env, LOG_LEVEL: 'info' },
      standalone: true,
      startTimeoutMs: 90_000,
    });
    let c: NextServer | null = null;
    const balancer = await startBalancer({ port: ports.balancer });
    const statuses: number[] = [];
    let loading = true;
    let clients: Promise<void>[] = [];
    try {
      balancer.setBackends([a.origin, b.origin]);
      await eventually(
        () => balancer.ready().length,
        (n) => assert.equal(n, 2),
        poll,
      );

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
      await eventually(
        () => balancer.ready(),
        (ready) => assert.ok(ready.includes(c!.origin), 'C is ready'),
        poll,
      );
      // A page no instance has rendered, on an API slower than the drain: still rendering when B closes. Its id is
      // new on every run: without Redis the standalone servers keep API answers on disk from one run to the next.
      const id = 800_000 + (Date.now() % 100_000);
      await control('posts', { ID: id, title: `Rolling ${run}`, content: '<p>Rendered across the close.</p>' });
      await control('delay', { delayMs: (drainSeconds + 3) * 1000 });
      // It begins before SIGTERM, on a connection kept alive: B must still close that connection after the answer.
      const inFlight = once(`${b.origin}/blog/${id}/rolling-${run}`, { keepAlive: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
      const terminated = Date.now();
      b.terminate();
      const exited = b.exited.then((code) => ({ code, after: Date.now() - terminated }));
      // Readiness turns as B handles the signal, which it logs: the next readiness answer is a 503.
      await eventually(
        () => b.output().includes(DRAIN_LINE),
        (seen) => assert.ok(seen, 'the drain line'),
        { timeoutMs: 30_000 },
      );
      const turned = Date.now() - terminated;
      const [ready, live, page, rendered] = await Promise.all([
        once(`${b.origin}/api/health/ready`),
        once(`${b.origin}/api/health`),
        once(`${b.origin}/about`),
        inFlight,
        eventually(
          () => balancer.ready(),
          (origins) => assert.deepEqual(origins, [a.origin, c!.origin]),
          {
            timeoutMs: drainSeconds * 1000,
            intervalMs: 100,
          },
        ),
      ]);
      assert.equal(ready.status, 503, 'readiness while draining');
      assert.equal(live.status, 200, 'liveness while draining');
      assert.equal(page.status, 200, 'a page asked for while draining');
      assert.equal(rendered.status, 200, 'a render still in flight when the drain ended');
      assert.ok(rendered.body.includes(`Rolling ${run}`), 'the render in flight is the new post');
      // Next's own SIGTERM handler ran only after the drain: it closed, finished the render, and exited as it does,
      // within the pod's grace period (45 s), not after the kept-alive connection's 65 s.
      const { code, after } = await exited;
      assert.equal(code, 143);
      assert.ok(after >= drainSeconds * 1000, `exited ${after} ms after SIGTERM`);
      assert.ok(after < 45_000, `exited ${after} ms after SIGTERM`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      loading = false;
      await Promise.all(clients);

      const failed = statuses.filter((status) => status !== 200);
      console.log(
        `rolling restart: ${statuses.length} requests through the balancer, ${failed.length} failed; B unready ${turned} ms ` +
          `(its drain line seen) and exited ${(after / 1000).toFixed(1)} s after SIGTERM`,
      );
      assert.ok(statuses.length > 100, `${statuses.length} requests`);
      assert.deepEqual(balancer.drops(), []);
      assert.deepEqual(failed, []);
    } catch (error) {
      console.log(`B's output:\n${b.output()}\nrequests that failed at a backend: ${JSON.stringify(balancer.drops())}`);
      throw error;
    } finally {
      loading = false;
      await Promise.all(clients);
      await control('reset');
      await Promise.all([a.stop(), b.stop(), c?.stop(), balancer.stop()]);
    }
  },
);
