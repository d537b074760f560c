// Load through two instances of the server build (.next-server/standalone/, as `npm run start:server` and the
// container image run it), with and without a shared Redis: one wrk per instance at the same time, per URL, and
// a third run where Redis is stopped halfway (what a Redis outage costs while the site is under load).
//   npx tsx scripts/bench/cluster-load.ts [--duration 10] [--connections 16] [--threads 1] [--write reports/load-bench.md]
// Needs a server build of the e2e configuration (npx tsx e2e/run.ts --server-only, or npm test), wrk and
// redis-server (Debian: apt-get install wrk redis-server). Appends its section to the --write file.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startNextServer, type NextServer } from '../../test-support/next-server';
import { benchPorts, ports, serverModeTest } from '../../test-support/ports';
import { startRedis, type RedisServer } from '../../test-support/redis';
import { measuredCommit } from './commit';
import { parseWrk, type Wrk } from './wrk';

/** Each server's metrics port, where GET /health tells the cache's mode (the public /api/health says only "ok"). */
const metricsOf = new Map([
  [benchPorts.loadClusterA, benchPorts.loadClusterMetricsA],
  [benchPorts.loadClusterB, benchPorts.loadClusterMetricsB],
]);
const cacheDetail = (server: NextServer) => `http://127.0.0.1:${metricsOf.get(Number(new URL(server.origin).port))}/health`;
import { start as startFake } from '../../dev-services/fake-wpcom/start';

const root = join(__dirname, '../..');
const SECTION = '## Server mode: two instances, with and without Redis';

function wrk(url: string, options: { duration: string; connections: string; threads: string }): Promise<Wrk> {
  const args = ['-t', options.threads, '-c', options.connections, '-d', `${options.duration}s`, '--timeout', '10s', '--latency'];
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn('wrk', [...args, '-H', 'Accept-Encoding: gzip', url], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', () => resolve(parseWrk(output)));
  });
}

async function main() {
  const { values: options } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '16' },
      threads: { type: 'string', default: '1' },
      write: { type: 'string' },
    },
  });
  if (!existsSync(join(root, '.next-server/standalone/server.js'))) {
    throw new Error('no .next-server/standalone/server.js: run npx tsx e2e/run.ts --server-only (or npm run build:server) first');
  }
  for (const tool of ['wrk', 'redis-server']) {
    if (spawnSync(tool, ['--version']).error) throw new Error(`${tool} is not installed (Debian: apt-get install ${tool})`);
  }
  const api = `http://127.0.0.1:${ports.serverWpcom}`;
  const fake = await startFake({ port: ports.serverWpcom });
  const stops: (() => Promise<unknown>)[] = [fake.stop];
  try {
    await fetch(`${api}/__control/reset`, { method: 'POST' });
    const targets: [string, string][] = [
      ['/blog', 'blog list (pre-rendered)'],
      ['/blog/4101/hardening-fkp-clusters-for-a-stig-audit', 'article (pre-rendered)'],
      ['/blog/page/2', 'list page 2'],
      ['/api/health', 'health check (dynamic)'],
    ];
    const rows = [
      '| instances | cache | URL | requests/s (both) | p99 (slower of the two) | errors (non-2xx/3xx, socket) |',
      '|---|---|---|---:|---:|---:|',
    ];
    const run = async (a: NextServer, b: NextServer, label: string) => {
      for (const [path, what] of targets) {
        // Warm both (first render and cache fill) before measuring.
        for (const server of [a, b]) await fetch(`${server.origin}${path}`).then((r) => r.arrayBuffer());
        const [ra, rb] = await Promise.all([wrk(`${a.origin}${path}`, options), wrk(`${b.origin}${path}`, options)]);
        const p99 = [ra.p99, rb.p99].sort(
          (x, y) => parseFloat(y) * (y.endsWith('ms') ? 1 : 1000) - parseFloat(x) * (x.endsWith('ms') ? 1 : 1000),
        )[0];
        rows.push(`| 2 | ${label} | \`${path}\` (${what}) | ${Math.round(ra.rps + rb.rps)} | ${p99} | ${ra.errors + rb.errors} |`);
        console.error(rows.at(-1));
      }
    };
    const env = (redisUrl: string) => ({
      BLOG_REVALIDATE_SECONDS: String(serverModeTest.longRevalidateSeconds),
      REVALIDATE_SECRET: serverModeTest.secret,
      REDIS_URL: redisUrl,
    });
    const start = (redisUrl: string) =>
      Promise.all([
        startNextServer({
          port: benchPorts.loadClusterA,
          env: { ...env(redisUrl), METRICS_PORT: String(metricsOf.get(benchPorts.loadClusterA)) },
          standalone: true,
        }),
        startNextServer({
          port: benchPorts.loadClusterB,
          env: { ...env(redisUrl), METRICS_PORT: String(metricsOf.get(benchPorts.loadClusterB)) },
          standalone: true,
        }),
      ]);

    // 1. No Redis: each instance its own cache, as before.
    let [a, b] = await start('');
    await run(a, b, 'local (no REDIS_URL)');
    await Promise.all([a.stop(), b.stop()]);

    // 2. One Redis shared by both.
    let redis: RedisServer = await startRedis(benchPorts.loadClusterRedis);
    stops.push(() => redis.stop());
    [a, b] = await start(redis.url);
    stops.push(
      () => a.stop(),
      () => b.stop(),
    );
    await run(a, b, 'shared (Redis)');

    // 3. Redis stopped halfway through a run of the list (SIGKILL, as a crash): errors, and what each instance says.
    const path = '/blog/page/2';
    const half = (Number(options.duration) * 1000) / 2;
    const killed = new Promise<void>((resolve) => setTimeout(() => void redis.stop().then(resolve), half));
    const [ra, rb] = await Promise.all([wrk(`${a.origin}${path}`, options), wrk(`${b.origin}${path}`, options)]);
    await killed;
    const health = await Promise.all(
      [a, b].map(async (s) => ((await (await fetch(cacheDetail(s))).json()) as { cache: { mode: string } }).cache.mode),
    );
    rows.push(
      `| 2 | Redis stopped after ${half / 1000} s | \`${path}\` | ${Math.round(ra.rps + rb.rps)} | ${[ra.p99, rb.p99].join(' / ')} | ${ra.errors + rb.errors} |`,
    );
    // 4. Redis back: both shared again within a few seconds.
    redis = await startRedis(benchPorts.loadClusterRedis);
    const started = Date.now();
    const modes = async () =>
      Promise.all([a, b].map(async (s) => ((await (await fetch(cacheDetail(s))).json()) as { cache: { mode: string } }).cache.mode));
    while ((await modes()).some((mode) => mode !== 'shared') && Date.now() - started < 30_000) await new Promise((r) => setTimeout(r, 100));
    const backAfter = ((Date.now() - started) / 1000).toFixed(1);
    const [rBackA, rBackB] = await Promise.all([wrk(`${a.origin}${path}`, options), wrk(`${b.origin}${path}`, options)]);
    rows.push(
      `| 2 | Redis back (shared again after ${backAfter} s) | \`${path}\` | ${Math.round(rBackA.rps + rBackB.rps)} | ${[rBackA.p99, rBackB.p99].join(' / ')} | ${rBackA.errors + rBackB.errors} |`,
    );

    const cacheLines = [a, b].map((s) => s.output().match(/^\[cache\].*$/gm) ?? []);

    const section = [
      SECTION,
      '',
      `\`npx tsx scripts/bench/cluster-load.ts --write reports/load-bench.md\` (${new Date().toISOString().slice(0, 10)}, commit ${measuredCommit(root)}) over the e2e server build (blog from the fake WordPress.com API, a 600 s window).`,
      '',
      `Two standalone servers (\`.next-server/standalone/server.js\`) on 127.0.0.1:${benchPorts.loadClusterA} and :${benchPorts.loadClusterB}, each loaded by its own wrk (${options.threads} thread, ${options.connections} connections, ${options.duration} s per URL, gzip) at the same time; Redis is Debian's redis-server 7 on :${benchPorts.loadClusterRedis}. ${cpus().length} CPUs shared with wrk, Redis, the fake API and other work on the machine: load average ${loadavg()[0]!.toFixed(1)} at the end.`,
      '',
      ...rows,
      '',
      `After Redis stopped, the instances' health answered \`${health.join('` and `')}\`. Their whole cache log over all runs:`,
      '',
      ...cacheLines.flatMap((lines, i) => [`- instance ${'AB'[i]}:`, ...lines.map((line) => `  - \`${line}\``)]),
      '',
    ].join('\n');
    console.log(section);
    if (options.write) {
      const file = join(root, options.write);
      const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
      const at = text.indexOf(SECTION);
      const before = at >= 0 ? text.slice(0, at) : `${text.trimEnd()}\n\n`;
      const afterAt = at >= 0 ? text.indexOf('\n## ', at + SECTION.length) : -1;
      writeFileSync(file, `${before}${section}${afterAt >= 0 ? text.slice(afterAt) : ''}`);
    }
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
