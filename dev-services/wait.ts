/**
 * Waiting for local servers, shared by the fake API's starter, the e2e run, the audits and the benchmarks.
 */
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A port the system has just handed out on 127.0.0.1, free for a server of a test that needs no fixed one. */
export function freePort(): Promise<number> {
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
