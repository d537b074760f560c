// What server mode's observability costs: requests per second of standalone servers from one build, one per
// variant: all off (no METRICS_PORT, LOG_LEVEL=warn, no OTEL_EXPORTER_OTLP_ENDPOINT), metrics only (METRICS_PORT,
// scraped once a second), logs only (LOG_LEVEL=info: a JSON line per request, read from a pipe), traces only
// (OTLP/HTTP protobuf, the exporter's default, to a sink that counts and does not parse, as a collector on another
// machine costs this one nothing), traces only with one trace in ten kept, all on, and all on with one trace in ten
// kept (OTEL_TRACES_SAMPLER as deploy/k8s sets it). Measured with wrk in interleaved rounds: each round runs every
// variant once, starting one further along each time, and each variant's cost is one minus its ratio to "all
// off" in the same round; the median of those ratios, with quartiles and the count of rounds it was slower, is
// what a shared machine whose load moves by more than the cost between rounds can still tell. Beside req/s, the
// server's own CPU time per request (user + system, from /proc/PID/stat over each run): on 2 cores the load
// generator and this script's reading of the logs pipe take CPU from the server too, which lowers req/s without
// being the server's cost; CPU per request is what a replica's capacity is made of.
// With --pin (the default on 2 or more cores) each server runs on CPU 0 alone and everything else (wrk, this
// script's sink, scrapes and reading of the logs pipe) on CPU 1, as in a cluster where the collector, Prometheus
// and the log shipper are other pods: req/s then measures the server's own work, not its neighbours'.
//   npx tsx scripts/bench/observability-cost.ts [--rounds 10] [--duration 4] [--connections 8] [--path /about]
//                                               [--variants off,metrics,logs,traces,tracesSampled,all,sampled]
//                                               [--pin true|false] [--warmup 30 (seconds of load per server first)]
//                                               [--together]
// --together loads every variant's server at once, each with its own wrk, the servers sharing CPU 0 (--pin): the
// kernel shares that CPU out evenly, so each server's req/s is inversely its CPU a request, and the machine's
// drift from minute to minute (which moved one server's CPU a request by half between rounds) hits every variant
// alike instead of whichever ran in a slow moment.
// Needs a server build of the e2e configuration (npx tsx e2e/run.ts --project=server-mode) and wrk.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startNextServer, type NextServer } from '../../test-support/next-server';
import { benchPorts } from '../../test-support/ports';
import { parseWrk, type Wrk } from './wrk';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '10' },
    duration: { type: 'string', default: '4' },
    connections: { type: 'string', default: '8' },
    path: { type: 'string', default: '/about' },
    variants: { type: 'string', default: 'off,metrics,logs,traces,tracesSampled,all,sampled' },
    pin: { type: 'string', default: String(cpus().length >= 2) },
    warmup: { type: 'string', default: '30' },
    together: { type: 'boolean', default: false },
  },
});
const pin = values.pin === 'true';
const together = values.together;

/** Moves a process (every thread of it) onto one CPU. */
function pinTo(cpu: number, pid: number) {
  const result = spawnSync('taskset', ['-a', '-p', '-c', String(cpu), String(pid)], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`taskset could not pin ${pid} to CPU ${cpu}: ${result.stderr || result.error}`);
}

const otlp = `http://127.0.0.1:${benchPorts.costOtlp}`;
const metricsEnv = (offset: number) => ({ METRICS_PORT: String(benchPorts.costMetrics + offset) });
const tracesEnv = { OTEL_EXPORTER_OTLP_ENDPOINT: otlp, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf' };
const VARIANTS: Record<string, { env: Record<string, string>; metricsPort?: number }> = {
  off: { env: { LOG_LEVEL: 'warn' } },
  metrics: { env: { LOG_LEVEL: 'warn', ...metricsEnv(0) }, metricsPort: benchPorts.costMetrics },
  logs: { env: { LOG_LEVEL: 'info' } },
  traces: { env: { LOG_LEVEL: 'warn', ...tracesEnv } },
  all: { env: { LOG_LEVEL: 'info', ...metricsEnv(1), ...tracesEnv }, metricsPort: benchPorts.costMetrics + 1 },
  // Traces alone, one in ten kept: what sampling saves, without the logs and metrics "sampled" adds.
  tracesSampled: {
    env: { LOG_LEVEL: 'warn', ...tracesEnv, OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1' },
  },
  sampled: {
    env: {
      LOG_LEVEL: 'info',
      ...metricsEnv(2),
      ...tracesEnv,
      OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
      OTEL_TRACES_SAMPLER_ARG: '0.1',
    },
    metricsPort: benchPorts.costMetrics + 2,
  },
};

function wrk(url: string, seconds = values.duration): Promise<Wrk> {
  const args = ['-t', '1', '-c', values.connections, '-d', `${seconds}s`, '--timeout', '10s', '--latency', url];
  return new Promise((resolve, reject) => {
    let output = '';
    const child = pin
      ? spawn('taskset', ['-c', '1', 'wrk', ...args], { stdio: ['ignore', 'pipe', 'inherit'] })
      : spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', () => resolve(parseWrk(output)));
  });
}

const TICKS_PER_SECOND = 100; // USER_HZ: Linux reports /proc/PID/stat times in 1/100 s on every architecture Node runs on

/** CPU seconds (user + system) the process has used so far. */
function cpuSeconds(pid: number): number {
  // Fields after the command name (which may hold spaces, so split after its closing parenthesis): utime is the
  // 14th field of the line, stime the 15th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** An OTLP/HTTP endpoint that takes every export and counts it (an empty protobuf answer is a valid one). */
function startSink(port: number) {
  const seen = { exports: 0, bytes: 0 };
  const server = createServer((request, response) => {
    request.on('data', (chunk: Buffer) => (seen.bytes += chunk.length));
    request.on('end', () => {
      seen.exports += 1;
      response.writeHead(200, { 'Content-Type': 'application/x-protobuf' }).end();
    });
  });
  return new Promise<{ seen: typeof seen; stop: () => Promise<void> }>((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ seen, stop: () => new Promise((done) => server.close(() => done())) })),
  );
}

/** The q-quantile by linear interpolation between the closest ranks (q = 0.5: the median). */
function quantile(list: number[], q: number): number {
  const sorted = [...list].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low]! + (sorted[Math.min(low + 1, sorted.length - 1)]! - sorted[low]!) * (at - low);
}
const percent = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)} %`;

async function main() {
  const names = values.variants.split(',').map((name) => name.trim());
  for (const name of names) if (!VARIANTS[name]) throw new Error(`--variants: unknown "${name}" (${Object.keys(VARIANTS).join(', ')})`);
  if (names[0] !== 'off') throw new Error('--variants: the first must be off, the baseline');
  const loadStart = loadavg()[0]!;
  const sink = await startSink(benchPorts.costOtlp);
  if (pin) pinTo(1, process.pid);
  const servers: Record<string, NextServer> = {};
  const results: Record<string, Wrk[]> = Object.fromEntries(names.map((name) => [name, []]));
  /** Server CPU microseconds per request, by variant, one per round. */
  const cpu: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  try {
    // One after another: several starts at once on a busy 2-core machine can outlast the start timeout.
    for (const [i, name] of names.entries()) {
      servers[name] = await startNextServer({
        port: benchPorts.costServers + i,
        standalone: true,
        startTimeoutMs: 90_000,
        env: VARIANTS[name]!.env,
      });
      if (pin) pinTo(0, servers[name]!.pid);
    }
    // A warm-up run each: a server keeps getting faster through its first tens of thousands of requests (with a
    // 4 s warm-up, "off" took 2,047 µs of CPU a request in the first round and 614-664 µs in the last four).
    const warmUp = (name: string) => wrk(`${servers[name]!.origin}${values.path}`, values.warmup);
    if (together) await Promise.all(names.map(warmUp));
    else for (const name of names) await warmUp(name);
    /** One wrk run on one variant's server, its scrapes beside it; the line it adds to the round's report. */
    const measure = async (name: string) => {
      const metricsPort = VARIANTS[name]!.metricsPort;
      // Prometheus's part: a scrape a second, of a server under load only, so no idle server's scrapes land in
      // another variant's run.
      const scrape = metricsPort
        ? setInterval(
            () =>
              void fetch(`http://127.0.0.1:${metricsPort}/metrics`).then(
                (r) => r.text(),
                () => '',
              ),
            1_000,
          )
        : undefined;
      const before = cpuSeconds(servers[name]!.pid);
      const result = await wrk(`${servers[name]!.origin}${values.path}`).finally(() => clearInterval(scrape));
      const perRequest = ((cpuSeconds(servers[name]!.pid) - before) / result.requests) * 1e6;
      results[name]!.push(result);
      cpu[name]!.push(perRequest);
      return `${name} ${result.rps.toFixed(1)} (${perRequest.toFixed(0)} µs)${result.errors ? ` (${result.errors} errors)` : ''}`;
    };
    for (let round = 0; round < Number(values.rounds); round += 1) {
      const order = names.map((_, i) => names[(i + round) % names.length]!);
      const line: string[] = [];
      if (together) line.push(...(await Promise.all(order.map(measure))));
      else for (const name of order) line.push(await measure(name));
      console.log(`round ${round + 1}: ${line.join(', ')} req/s (server CPU a request); load ${loadavg()[0]!.toFixed(1)}`);
    }
  } finally {
    await Promise.all([...Object.values(servers).map((server) => server.stop()), sink.stop()]);
  }
  const off = results.off!.map((r) => r.rps);
  const errors = Object.values(results)
    .flat()
    .reduce((sum, r) => sum + r.errors, 0);
  console.log(
    `\n${values.path}, ${values.rounds} interleaved rounds of ${values.duration} s per variant, ${values.connections} connections, ` +
      `${cpus().length} cores${pin ? ' (servers pinned to CPU 0, the rest to CPU 1)' : ''}${together ? ', every variant loaded at once' : ''}, load ${loadStart.toFixed(1)} at the start and ${loadavg()[0]!.toFixed(1)} at the end; ` +
      `OTLP exports received: ${sink.seen.exports} (${(sink.seen.bytes / 1e6).toFixed(1)} MB); wrk errors: ${errors}`,
  );
  const offCpu = cpu.off!;
  console.log(
    '| variant | req/s, median (quartiles) | cost in req/s against all off, paired by round: median (quartiles) | rounds slower ' +
      '| server CPU a request, median | cost in CPU a request, paired: median (quartiles) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  const range = (list: number[], format: (x: number) => string) =>
    `${format(quantile(list, 0.5))} (${format(quantile(list, 0.25))} to ${format(quantile(list, 0.75))})`;
  for (const name of names) {
    const rps = results[name]!.map((r) => r.rps);
    const row = `| ${name} | ${range(rps, (x) => x.toFixed(1))} |`;
    const cpuCell = `${quantile(cpu[name]!, 0.5).toFixed(0)} µs`;
    if (name === 'off') {
      console.log(`${row} baseline | | ${cpuCell} | baseline |`);
      continue;
    }
    const costs = rps.map((value, i) => 1 - value / off[i]!);
    const cpuCosts = cpu[name]!.map((value, i) => value / offCpu[i]! - 1);
    console.log(
      `${row} ${range(costs, percent)} | ${costs.filter((cost) => cost > 0).length} of ${costs.length} | ${cpuCell} | ${range(cpuCosts, percent)} |`,
    );
  }
}

void main();
