/**
 * Debian's Prometheus server (apt-get install prometheus) for the observability spec: one per run on its own
 * port and data folder, scraping the given targets every second; `query` asks its HTTP API.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from '../dev-services/wait';

type PromSample = { metric: Record<string, string>; value: [number, string] };
export type Prometheus = {
  origin: string;
  query: (expr: string) => Promise<PromSample[]>;
  output: () => string;
  stop: () => Promise<void>;
};

export async function startPrometheus({ port, targets }: { port: number; targets: string[] }): Promise<Prometheus> {
  const dir = mkdtempSync(join(tmpdir(), 'site-prometheus-'));
  const config = join(dir, 'prometheus.yml');
  writeFileSync(
    config,
    [
      'global: { scrape_interval: 1s, evaluation_interval: 1s }',
      'scrape_configs:',
      '  - job_name: vendor-site',
      `    static_configs: [{ targets: [${targets.map((t) => `'${t}'`).join(', ')}] }]`,
      '',
    ].join('\n'),
  );
  let log = '';
  const child = spawn(
    'prometheus',
    [`--config.file=${config}`, `--storage.tsdb.path=${join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  child.once('error', () => {}); // ENOENT: the process exits, waitFor says so
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${origin}/-/ready`, { child, what: 'prometheus', timeoutMs: 30_000 });
  } catch (error) {
    await stop();
    throw new Error(
      `${error instanceof Error ? error.message : String(error)} (is Debian's prometheus installed? .ci/run installs it):\n${log}`,
    );
  }
  const query = async (expr: string) => {
    const response = await fetch(`${origin}/api/v1/query?query=${encodeURIComponent(expr)}`);
    const body = (await response.json()) as { status: string; error?: string; data: { result: PromSample[] } };
    if (body.status !== 'success') throw new Error(`${expr}: ${body.error}`);
    return body.data.result;
  };
  return { origin, query, output: () => log, stop };
}
