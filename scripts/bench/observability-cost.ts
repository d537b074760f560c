// What server mode's observability costs: requests per second of two standalone servers from one build, one with
// metrics (METRICS_PORT, scraped once a second), JSON request logs (LOG_LEVEL=info) and traces (OTLP/HTTP to a
// local receiver) on, one with all off (no METRICS_PORT, LOG_LEVEL=warn, no OTEL_EXPORTER_OTLP_ENDPOINT), measured
// with wrk in interleaved rounds (on then off, off then on, …) so both see the same machine load. Each round gives
// a paired ratio on/off; the cost is one minus their median, with its quartiles and range: on a shared machine
// the load moves between rounds by more than the cost, and a pair taken seconds apart cancels most of that.
//   npx tsx scripts/bench/observability-cost.ts [--rounds 16] [--duration 5] [--connections 8] [--path /about]
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
    rounds: { type: 'string', default: '16' },
    duration: { type: 'string', default: '5' },
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
  const loadStart = loadavg()[0]!;
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
  const rpsOn = results.on.map((r) => r.rps);
  const rpsOff = results.off.map((r) => r.rps);
  // The cost of each round: how much slower "on" was than "off" in the same round.
  const costs = rpsOn.map((on, i) => 1 - on / rpsOff[i]!);
  const errors = [...results.on, ...results.off].reduce((sum, r) => sum + r.errors, 0);
  console.log(
    `\n${values.path}, ${values.rounds} interleaved rounds of ${values.duration} s each, ${values.connections} connections, ` +
      `${cpus().length} cores, load ${loadStart.toFixed(1)} at the start and ${loadavg()[0]!.toFixed(1)} at the end; ` +
      `spans received: ${otlp.spans().length}; wrk errors: ${errors}`,
  );
  console.log('| | all off | metrics + logs + traces on | cost (1 - on/off, paired by round) |\n|---|---|---|---|');
  console.log(
    `| median | ${quantile(rpsOff, 0.5).toFixed(1)} req/s | ${quantile(rpsOn, 0.5).toFixed(1)} req/s | ${percent(quantile(costs, 0.5))} |`,
  );
  console.log(
    `| quartiles | ${quantile(rpsOff, 0.25).toFixed(1)} to ${quantile(rpsOff, 0.75).toFixed(1)} | ` +
      `${quantile(rpsOn, 0.25).toFixed(1)} to ${quantile(rpsOn, 0.75).toFixed(1)} | ` +
      `${percent(quantile(costs, 0.25))} to ${percent(quantile(costs, 0.75))} |`,
  );
  console.log(
    `| range | ${Math.min(...rpsOff).toFixed(1)} to ${Math.max(...rpsOff).toFixed(1)} | ` +
      `${Math.min(...rpsOn).toFixed(1)} to ${Math.max(...rpsOn).toFixed(1)} | ${percent(Math.min(...costs))} to ${percent(Math.max(...costs))} |`,
  );
  console.log(`rounds where "on" was slower: ${costs.filter((cost) => cost > 0).length} of ${costs.length}`);
}

void main();
