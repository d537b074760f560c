// What server mode's observability costs: requests per second of two standalone servers from one build, one with
// metrics (METRICS_PORT, scraped once a second), JSON request logs (LOG_LEVEL=info) and traces (OTLP/HTTP to a
// local receiver) on, one with all off (no METRICS_PORT, LOG_LEVEL=warn, no OTEL_EXPORTER_OTLP_ENDPOINT), measured
// with wrk in alternating rounds so both see the same machine load.
//   npx tsx scripts/bench/observability-cost.ts [--rounds 4] [--duration 8] [--connections 8] [--path /about]
// Needs a server build of the e2e configuration (npx tsx e2e/run.ts --project=server-mode) and wrk.
import { spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startNextServer } from '../../test-support/next-server';
import { startOtlpReceiver } from '../../test-support/otlp-receiver';
import { benchPorts } from '../../test-support/ports';
import { parseWrk, type Wrk } from './wrk';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '4' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '8' },
    path: { type: 'string', default: '/about' },
  },
});

function wrk(url: string): Promise<Wrk> {
  const args = ['-t', '1', '-c', values.connections, '-d', `${values.duration}s`, '--timeout', '10s', '--latency', url];
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', () => resolve(parseWrk(output)));
  });
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? NaN;

async function main() {
  const otlp = await startOtlpReceiver(benchPorts.costOtlp);
  const on = await startNextServer({
    port: benchPorts.costOn,
    standalone: true,
    startTimeoutMs: 90_000,
    env: {
      METRICS_PORT: String(benchPorts.costMetrics),
      LOG_LEVEL: 'info',
      OTEL_EXPORTER_OTLP_ENDPOINT: otlp.endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    },
  });
  const off = await startNextServer({ port: benchPorts.costOff, standalone: true, startTimeoutMs: 90_000, env: { LOG_LEVEL: 'warn' } });
  // Prometheus's part: a scrape a second.
  const scrape = setInterval(
    () =>
      void fetch(`http://127.0.0.1:${benchPorts.costMetrics}/metrics`).then(
        (r) => r.text(),
        () => '',
      ),
    1_000,
  );
  const results = { on: [] as Wrk[], off: [] as Wrk[] };
  try {
    for (const server of [on, off]) for (let i = 0; i < 50; i += 1) await fetch(`${server.origin}${values.path}`).then((r) => r.text());
    for (let round = 0; round < Number(values.rounds); round += 1) {
      const order = round % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const);
      for (const name of order) {
        const result = await wrk(`${(name === 'on' ? on : off).origin}${values.path}`);
        results[name].push(result);
        console.log(`round ${round + 1} ${name}: ${result.rps.toFixed(1)} req/s, p99 ${result.p99}, ${result.errors} errors`);
      }
    }
  } finally {
    clearInterval(scrape);
    await Promise.all([on.stop(), off.stop(), otlp.stop()]);
  }
  const rpsOn = median(results.on.map((r) => r.rps));
  const rpsOff = median(results.off.map((r) => r.rps));
  console.log(
    `\n${values.path}, ${values.rounds} alternating rounds of ${values.duration} s, ${values.connections} connections, ` +
      `${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)} at the end; spans received: ${otlp.spans().length}`,
  );
  console.log(`| all off | metrics + logs + traces on | cost |\n|---|---|---|`);
  console.log(`| ${rpsOff.toFixed(1)} req/s | ${rpsOn.toFixed(1)} req/s | ${(((rpsOff - rpsOn) / rpsOff) * 100).toFixed(1)} % |`);
}

void main();
