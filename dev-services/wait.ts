/**
 * Starting the fake services and waiting for local servers, shared by the fakes' starters, the e2e run, the
 * audits and the benchmarks.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A port the system has just handed out on 127.0.0.1, free for a server of a test that needs no fixed one. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
    server.on('error', reject);
  });
}

/** Whether `url` answers at all (any status, when `ok` is false) within two seconds. */
export const answers = (url: string, { ok = true } = {}) =>
  fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => (response.body?.cancel(), !ok || response.ok),
    () => false,
  );

/**
 * Resolves once `url` answers (with a 2xx, unless `ok` is false); rejects when `child` exits first or after
 * `timeoutMs`, so a server that cannot start fails its caller at once with the reason.
 */
export async function waitFor(
  url: string,
  { child, what = url, timeoutMs = 30_000, ok = true }: { child?: ChildProcess; what?: string; timeoutMs?: number; ok?: boolean } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before answering at ${url}`);
    }
    if (await answers(url, { ok })) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/** A fake service started by startService: where it answers, and how to stop it (a no-op for one reused). */
export type Service = { origin: string; stop: () => Promise<void> };

/**
 * Starts a fake service's `server.ts` (this folder's fakes) in a child process of its own, on `port` (unset: a
 * free one), and resolves once its `/__health` answers: how every fake here is spawned, waited for and stopped.
 * Its stdin is a pipe that closes when this process ends in any way (a test worker killed after a timeout
 * included), so a fake that watches it exits instead of living on, holding its port and our output.
 */
export async function startService({
  server,
  what,
  port,
  env,
  reuse = false,
  log = false,
  timeoutMs,
}: {
  /** The service's entry file. */
  server: string;
  /** Its name in errors. */
  what: string;
  port?: number;
  /** Its configuration, on top of this process's environment (PORT is set here). */
  env: Record<string, string>;
  /** A service already answering on `port` is used as it is (and left running by `stop`). */
  reuse?: boolean;
  /** Pass its own output through (its start line); stderr is always passed through. */
  log?: boolean;
  timeoutMs?: number;
}): Promise<Service> {
  const chosen = port ?? (await freePort());
  const origin = `http://127.0.0.1:${chosen}`;
  if (await answers(`${origin}/__health`)) {
    if (reuse) return { origin, stop: async () => {} };
    throw new Error(`port ${chosen} already answers; set E2E_PORT_BASE to another base`);
  }
  const child = spawn(process.execPath, ['--import', 'tsx', server], {
    stdio: ['pipe', log ? 'inherit' : 'ignore', 'inherit'],
    env: { ...process.env, ...env, PORT: String(chosen) },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill();
    await exited;
  };
  // A script that ends without calling stop() leaves no service behind.
  process.once('exit', () => child.kill());
  try {
    await waitFor(`${origin}/__health`, { child, what, timeoutMs });
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
