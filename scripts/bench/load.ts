// Load figures for static hosting: wrk against deploy/nginx.conf serving out/ on loopback, 10 s per URL
// (bounded, one URL at a time): /, /blog, one article and one JS chunk, as a browser asks for them (gzip).
// Twice: out/ as built (nginx compresses each response) and a copy precompressed by scripts/build/precompress.ts.
// With --server, also `next start` over the server build (.next-server/, npm run build:server) for / and /blog:
// what a server deploy costs next to static hosting.
//   npx tsx scripts/bench/load.ts [--duration 10] [--connections 32] [--threads 2] [--timeout 10] [--server]
//                               [--write reports/load-bench.md]
// Needs a built out/, nginx and wrk (Debian: apt-get install nginx wrk). Figures: docs/benchmarks.md#load.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { startNginx } from '../build/nginx';
import { precompress } from '../build/precompress';
import { benchPorts, ports } from '../../test-support/ports';
import { measuredCommit } from './commit';
import { parseWrk } from './wrk';
import { start as startFake } from '../../dev-services/fake-wpcom/start';

async function main() {
  const { values: options } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '32' },
      threads: { type: 'string', default: '2' },
      // wrk's own default (2 s) counts a slow answer as an error; a longer limit reports it as latency instead.
      timeout: { type: 'string', default: '10' },
      server: { type: 'boolean', default: false },
      write: { type: 'string' },
    },
  });

  const root = join(__dirname, '../..');
  const outDir = join(root, 'out');
  const port = benchPorts.loadNginx;
  const serverPort = benchPorts.loadServer;
  // The e2e server build reads its posts from this fake API.
  const serverWpcomPort = ports.serverWpcom;

  if (!existsSync(join(outDir, 'index.html'))) {
    console.error('bench-load: out/ has no index.html; run npm run build first');
    process.exit(1);
  }
  if (options.server && !existsSync(join(root, '.next-server', 'BUILD_ID'))) {
    console.error('bench-load: --server needs a server build in .next-server/; run npm run build:server first');
    process.exit(1);
  }
  if (spawnSync('wrk', ['--version']).error) {
    console.error('bench-load: wrk is not installed (Debian: apt-get install wrk)');
    process.exit(1);
  }

  function firstArticle() {
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return walk(path);
        return name.endsWith('.html') ? [path] : [];
      });
    const blogDir = join(outDir, 'blog');
    const file = existsSync(blogDir) ? walk(blogDir).sort()[0] : undefined;
    return file ? `/${relative(outDir, file).slice(0, -'.html'.length)}` : null;
  }

  /** The largest script the home page loads: the framework chunk every first visit downloads. */
  function largestChunk() {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
    const largest = scripts.sort((a, b) => statSync(join(outDir, b)).size - statSync(join(outDir, a)).size)[0];
    if (!largest) throw new Error('out/index.html loads no script from /_next/static/');
    return largest;
  }

  const article = firstArticle();
  const targets: [string, string][] = [
    ['/', 'home page'],
    ['/blog', 'blog list'],
    ...(article ? [[article, 'article'] as [string, string]] : []),
    [largestChunk(), 'JS chunk'],
  ];

  /**
   * CPU seconds (user + system) the nginx workers have used so far, from /proc. Per request it is a figure the
   * other programs on a shared machine disturb far less than requests/s.
   */
  function workerCpuSeconds(masterPid: number | undefined, { includeSelf = false } = {}) {
    let ticks = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue; // exited meanwhile
      }
      // Fields after the command name (which may contain spaces): state ppid ... utime(14) stime(15).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) !== masterPid && !(includeSelf && Number(entry) === masterPid)) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks / CLOCK_TICKS;
  }
  const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

  /** Status and bytes on the wire (still compressed) of one GET, as wrk will send it. */
  function probe(url: string) {
    return new Promise<{ status: number | undefined; bytes: number; encoding: string | undefined }>((resolve, reject) => {
      // A fresh connection each time: a kept-alive one may be closed by the server during the previous 10 s run.
      get(url, { agent: false, headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode, bytes, encoding: res.headers['content-encoding'] }));
      }).on('error', reject);
    });
  }

  /** wrk over each target of one running server; `cpuSeconds` reads the server's CPU time so far. */
  /** One URL's wrk run. */
  type Row = ReturnType<typeof parseWrk> & {
    mode: string;
    label: string;
    path: string;
    bytes: number;
    encoding: string;
    cpuPerRequest: number;
  };

  async function runTargets(origin: string, list: [string, string][], mode: string, cpuSeconds: () => number) {
    const rows: Row[] = [];
    for (const [path, label] of list) {
      const url = origin + path;
      console.error(`bench-load: ${mode} ${path}`);
      const check = await probe(url);
      if (check.status !== 200) throw new Error(`${path} answered ${check.status}, not 200`);
      const seconds = Number(options.duration);
      const args = [`-t${options.threads}`, `-c${options.connections}`, `-d${seconds}s`, `--timeout`, `${options.timeout}s`, '--latency'];
      const cpuBefore = cpuSeconds();
      const run = spawnSync('wrk', [...args, '-H', 'Accept-Encoding: gzip', url], {
        encoding: 'utf8',
        timeout: (seconds + 20) * 1000,
      });
      if (run.status !== 0) throw new Error(`wrk failed on ${path}: ${run.stderr || run.error}`);
      const cpu = cpuSeconds() - cpuBefore;
      const result = parseWrk(run.stdout);
      const cpuPerRequest = (cpu / result.requests) * 1e6;
      rows.push({ mode, label, path, bytes: check.bytes, encoding: check.encoding ?? 'none', cpuPerRequest, ...result });
    }
    return rows;
  }

  async function bench(root: string, mode: string) {
    const nginx = await startNginx({ root, port });
    try {
      return await runTargets(nginx.origin, targets, mode, () => workerCpuSeconds(nginx.pid));
    } finally {
      await nginx.stop();
    }
  }

  async function answers(url: string) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return true;
    } catch {
      return false;
    }
  }

  /** Starts a loopback process in its own group and waits until `url` answers; resolves to a stop function. */
  async function startProcess(command: string, args: string[], env: Record<string, string>, url: string) {
    if (await answers(url)) throw new Error(`${url} already answers; set E2E_PORT_BASE to another base`);
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore', detached: true });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const stop = async () => {
      if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
    };
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}`);
      if (await answers(url)) return { pid: child.pid, stop };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await stop();
    throw new Error(`${command} did not answer on ${url} within 30 s`);
  }

  /**
   * `next start` (production server, default 300 s window) over .next-server/. Before measuring, each page is
   * requested until Next answers from its cache (x-nextjs-cache: HIT), so wrk measures the steady state a visitor
   * meets, not the one regeneration the build's window may trigger.
   */
  async function benchServer() {
    const stops: (() => Promise<void>)[] = [];
    try {
      // The e2e build's blog lives on the fake API; a build against a real API does not need it.
      stops.push((await startFake({ port: serverWpcomPort, reuse: true })).stop);
      const origin = `http://127.0.0.1:${serverPort}`;
      const next = await startProcess(
        join(root, 'node_modules/.bin/next'),
        ['start', '-H', '127.0.0.1', '-p', String(serverPort)],
        { NEXT_OUTPUT: 'server', NODE_ENV: 'production' },
        `${origin}/robots.txt`,
      );
      stops.unshift(next.stop);
      const list: [string, string][] = [
        ['/', 'home page'],
        ['/blog', 'blog list'],
      ];
      for (const [path] of list) {
        for (let i = 0; i < 50; i += 1) {
          const res = await fetch(origin + path);
          await res.arrayBuffer();
          if (res.headers.get('x-nextjs-cache') === 'HIT' || !res.headers.has('x-nextjs-cache')) break;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
      return await runTargets(origin, list, 'next start', () => workerCpuSeconds(next.pid, { includeSelf: true }));
    } finally {
      for (const stop of stops) await stop();
    }
  }

  const rows = await bench(outDir, 'nginx, gzip per request');
  const copy = mkdtempSync(join(tmpdir(), 'site-precompressed-'));
  try {
    // nginx started as root reads files as its unprivileged worker user; mkdtemp makes the directory private.
    chmodSync(copy, 0o755);
    cpSync(outDir, copy, { recursive: true });
    precompress(copy);
    rows.push(...(await bench(copy, 'nginx, precompressed')));
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  if (options.server) rows.push(...(await benchServer()));

  const lines = [
    `nginx over out/ on 127.0.0.1:${port}${options.server ? ` and next start over .next-server/ on 127.0.0.1:${serverPort}` : ''}, wrk ${options.threads} threads, ${options.connections} connections, ` +
      `${options.duration} s per URL, ${options.timeout} s timeout, Accept-Encoding: gzip; ${cpus().length} CPUs, load average ` +
      `${(loadavg()[0] ?? 0).toFixed(1)} at the end (wrk, nginx and everything else share them)`,
    '',
    '| URL | what | server | bytes sent | requests/s | p99 latency | errors | server CPU per request |',
    '|---|---|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| \`${row.path}\` | ${row.label} | ${row.mode} | ${row.bytes} (${row.encoding}) | ${Math.round(row.rps)} | ` +
        `${row.p99} | ${row.errors} | ${Math.round(row.cpuPerRequest)} µs |`,
    ),
  ];
  if (!article) lines.push('', 'No article in out/blog/ (no posts in this build): the article row is missing.');
  console.log(`\n${lines.join('\n')}`);
  if (options.write) {
    const date = new Date().toISOString().slice(0, 10);
    writeFileSync(
      join(root, options.write),
      `# Load benchmark\n\n\`npx tsx scripts/bench/load.ts ${process.argv.slice(2).join(' ')}\` (${date}, commit ${measuredCommit(root)}) over the builds \`npm test\` ` +
        `leaves behind (the e2e configuration, blog from the fake WordPress.com API).\n\n${lines.join('\n')}\n`,
    );
  }
  if (rows.some((row) => row.errors > 0)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
