// What server mode's per-response script policy (lib/server/csp-response.ts) costs: requests per second and the server's
// CPU time a request, on cached pages, between two standalone servers: one built before the change and one after
// (each the e2e server configuration, `npx tsx e2e/run.ts --project=server-mode --list` in each checkout). Both run
// with observability off (LOG_LEVEL=warn, no metrics, no traces), so the difference is the hook's: holding the
// HTML, hashing its inline scripts, and compression run beneath it instead of by Next.
// Measured with wrk in interleaved rounds (each round runs both servers, the one going first alternating), a path
// and an Accept-Encoding at a time: `gzip` as browsers ask, and none (the hashing alone, no compression either
// side). With --pin (the default on 2 or more cores) the servers run on CPU 0 and wrk on CPU 1. --together loads
// both servers at once, each with its own wrk, sharing CPU 0: the kernel shares it out evenly, so each one's req/s
// is inversely its CPU a request, and a busy machine's drift hits both alike (as observability-cost.ts --together).
//   npx tsx scripts/bench/csp-cost.ts --before DIR/.next-server/standalone --after .next-server/standalone
//                                     [--paths /about,/blog/4101/hardening-fkp-clusters-for-a-stig-audit]
//                                     [--rounds 6] [--duration 4] [--connections 8] [--warmup 10] [--pin true|false]
//                                     [--together]
// Needs wrk (apt-get install wrk) and the server build's fake API on ports.serverWpcom (started here if it is not up).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { start as startFake } from '../../dev-services/fake-wpcom/start';
import { benchPorts, ports } from '../../test-support/ports';
import { parseWrk, type Wrk } from './wrk';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string', default: '.next-server/standalone' },
    paths: { type: 'string', default: '/about,/blog/4101/hardening-fkp-clusters-for-a-stig-audit' },
    rounds: { type: 'string', default: '6' },
    duration: { type: 'string', default: '4' },
    connections: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '10' },
    pin: { type: 'string', default: String(cpus().length >= 2) },
    together: { type: 'boolean', default: false },
  },
});
if (!values.before) throw new Error('--before: the standalone folder of the build before the change');
const pin = values.pin === 'true';

function pinTo(cpu: number, pid: number) {
  const result = spawnSync('taskset', ['-a', '-p', '-c', String(cpu), String(pid)], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`taskset could not pin ${pid}: ${result.stderr}`);
}

/** CPU seconds (user + system) the process has used so far (/proc/PID/stat, in 1/100 s). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function wrk(url: string, seconds: string, encoding: string): Promise<Wrk> {
  const args = ['-t', '1', '-c', values.connections, '-d', `${seconds}s`, '--timeout', '10s', '--latency'];
  if (encoding) args.push('-H', `Accept-Encoding: ${encoding}`);
  args.push(url);
  return new Promise((done, reject) => {
    let output = '';
    const child = pin ? spawn('taskset', ['-c', '1', 'wrk', ...args]) : spawn('wrk', args);
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', () => done(parseWrk(output)));
  });
}

type Server = { name: string; origin: string; child: ChildProcess };

async function startServer(name: string, dir: string, port: number): Promise<Server> {
  const child = spawn(process.execPath, [join(resolve(dir), 'server.js')], {
    cwd: resolve(dir),
    env: {
      ...process.env,
      NEXT_OUTPUT: 'server',
      HOSTNAME: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      BLOG_REVALIDATE_SECONDS: '600',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 900; i += 1) {
    try {
      await fetch(`${origin}/robots.txt`);
      if (pin) pinTo(0, child.pid!);
      return { name, origin, child };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill();
  throw new Error(`${name} did not start on ${origin}`);
}

const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = (sorted.length - 1) / 2;
  return (sorted[Math.floor(mid)]! + sorted[Math.ceil(mid)]!) / 2;
};

async function main() {
  let fake: { stop: () => Promise<void> } | null = null;
  const api = `http://127.0.0.1:${ports.serverWpcom}`;
  if (
    !(await fetch(`${api}/`).then(
      () => true,
      () => false,
    ))
  )
    fake = await startFake({ port: ports.serverWpcom, dataset: 'default' });
  if (pin) pinTo(1, process.pid);
  const servers = [
    await startServer('before', values.before!, benchPorts.costServers),
    await startServer('after', values.after, benchPorts.costServers + 1),
  ];
  const load = loadavg()[0]!;
  try {
    const paths = values.paths.split(',');
    // Each page once, then again past the build's short window: the pre-rendered article regenerates once in the
    // background and is then cached for 600 s, like every page measured.
    for (const server of servers) for (const path of paths) await fetch(`${server.origin}${path}`).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 4_000));
    for (const server of servers) for (const path of paths) await fetch(`${server.origin}${path}`).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 2_000));
    for (const server of servers) for (const path of paths) await wrk(`${server.origin}${path}`, values.warmup, 'gzip');
    console.log(
      '| page | Accept-Encoding | before req/s | after req/s | req/s change | before CPU a request | after CPU a request | CPU change |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const path of paths) {
      for (const encoding of ['gzip', '']) {
        const rps: Record<string, number[]> = { before: [], after: [] };
        const cpu: Record<string, number[]> = { before: [], after: [] };
        for (let round = 0; round < Number(values.rounds); round += 1) {
          const order = round % 2 === 0 ? servers : [...servers].reverse();
          const measure = async (server: Server) => {
            const start = cpuSeconds(server.child.pid!);
            const result = await wrk(`${server.origin}${path}`, values.duration, encoding);
            if (result.errors) throw new Error(`${server.name} ${path}: ${result.errors} errors`);
            rps[server.name]!.push(result.rps);
            cpu[server.name]!.push(((cpuSeconds(server.child.pid!) - start) / result.requests) * 1e6);
          };
          if (values.together) await Promise.all(order.map(measure));
          else for (const server of order) await measure(server);
        }
        const [rb, ra, cb, ca] = [median(rps.before!), median(rps.after!), median(cpu.before!), median(cpu.after!)];
        const change = (after: number, before: number) => `${after >= before ? '+' : ''}${((after / before - 1) * 100).toFixed(1)} %`;
        console.log(
          `| ${path} | ${encoding || 'none'} | ${rb.toFixed(0)} | ${ra.toFixed(0)} | ${change(ra, rb)} | ${cb.toFixed(0)} µs | ${ca.toFixed(0)} µs | ${change(ca, cb)} |`,
        );
      }
    }
    console.log(
      `\n${values.rounds} interleaved rounds of ${values.duration} s, ${values.connections} connections, medians; ${cpus().length} cores` +
        `${pin ? ' (servers on CPU 0, wrk on CPU 1)' : ''}${values.together ? ', both loaded at once' : ''}; load ${load.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end`,
    );
  } finally {
    for (const server of servers) server.child.kill('SIGTERM');
    await fake?.stop();
  }
}

void main();
