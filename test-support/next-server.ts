/**
 * `next start` over the server build (.next-server/, built by e2e/run.ts) for the server-mode tests
 * (e2e/server/*.test.ts, e2e/*.server-mode.spec.ts): one process per configuration, started and stopped by the
 * test file, its output kept for assertions. With `standalone`, the standalone server
 * (.next-server/standalone/server.js) that `npm run start:server` and the container image run, several at once
 * for e2e/server/cluster.test.ts.
 */
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..');

async function answers(origin: string): Promise<boolean> {
  try {
    await fetch(`${origin}/robots.txt`, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

export type NextServer = {
  origin: string;
  /** The server's process id (the standalone server is one process; `next start` may fork a worker). */
  pid: number;
  output: () => string;
  stop: () => Promise<void>;
  /** Sends SIGTERM and returns at once (the process then finishes its requests in flight and exits). */
  terminate: () => void;
  exited: Promise<number | null>;
};

export async function startNextServer({
  port,
  env,
  standalone = false,
  keepCaches = false,
  startTimeoutMs = 30_000,
}: {
  port: number;
  /** BLOG_REVALIDATE_SECONDS, REVALIDATE_SECRET, REDIS_URL: read by the server at run time. */
  env: Record<string, string>;
  /** The standalone server instead of `next start`; its page cache is not reset (several may share the folder). */
  standalone?: boolean;
  /** Leave the page and fetch caches alone: a spec that reads only static pages, running beside one that regenerates. */
  keepCaches?: boolean;
  /** How long the first answer may take (a start that loads telemetry on a busy machine needs longer). */
  startTimeoutMs?: number;
}): Promise<NextServer> {
  if (!existsSync(join(root, '.next-server', 'BUILD_ID'))) {
    throw new Error('No server build in .next-server/: run npx tsx e2e/run.ts (it builds one) before these tests.');
  }
  // Back to the pages as built: an earlier server's regenerated pages (and the window each was rendered with)
  // live in route-cache, its API answers in the fetch cache.
  if (!standalone && !keepCaches) {
    rmSync(join(root, '.next-server', 'server', 'route-cache'), { recursive: true, force: true });
    rmSync(join(root, '.next-server', 'cache', 'fetch-cache'), { recursive: true, force: true });
  }
  const origin = `http://127.0.0.1:${port}`;
  if (await answers(origin)) throw new Error(`port ${port} is already in use; set E2E_PORT_BASE to another base`);
  let log = '';
  const [command, args] = standalone
    ? [process.execPath, [join(root, '.next-server', 'standalone', 'server.js')]]
    : [join(root, 'node_modules/.bin/next'), ['start', '-H', '127.0.0.1', '-p', String(port)]];
  const child = spawn(command, args, {
    cwd: root,
    // The standalone server reads its address from HOSTNAME and PORT, like `npm run start:server`.
    env: { ...process.env, NEXT_OUTPUT: 'server', REVALIDATE_SECRET: '', REDIS_URL: '', HOSTNAME: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping it also stops any worker next start forks.
    detached: true,
  });
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const terminate = () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
  };
  const stop = async () => {
    terminate();
    await exited;
  };

  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}:\n${log}`);
    if (await answers(origin)) return { origin, pid: child.pid!, output: () => log, stop, terminate, exited };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`next start did not answer on ${origin} within ${startTimeoutMs / 1000} s:\n${log}`);
}
