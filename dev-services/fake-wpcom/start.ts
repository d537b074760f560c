/**
 * The one way to start the fake WordPress.com API from code: the e2e run, the audits, the benchmarks and the
 * tests that talk to it over HTTP all come through here. It runs in a child process of its own (as it does
 * beside a build), and the promise resolves once it answers.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { answers, freePort, waitFor } from '../wait';
import type { Dataset } from './api';

export type FakeWpcom = { origin: string; stop: () => Promise<void> };

export async function start({
  port,
  dataset = 'default',
  reuse = false,
  log = false,
}: {
  /** Unset: a free port. */
  port?: number;
  dataset?: Dataset;
  /** A fake already answering on `port` is used as it is (and left running by `stop`). */
  reuse?: boolean;
  /** Pass the fake's own output through (its start line and errors); stderr is always passed through. */
  log?: boolean;
} = {}): Promise<FakeWpcom> {
  const chosen = port ?? (await freePort());
  const origin = `http://127.0.0.1:${chosen}`;
  if (await answers(`${origin}/__health`)) {
    if (reuse) return { origin, stop: async () => {} };
    throw new Error(`port ${chosen} already answers; set E2E_PORT_BASE to another base`);
  }
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'server.ts')], {
    stdio: ['ignore', log ? 'inherit' : 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(chosen), WPCOM_DATASET: dataset },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill();
    await exited;
  };
  // A script that ends without calling stop() leaves no fake behind.
  process.once('exit', () => child.kill());
  try {
    // 60 s: the realistic data set renders its photos on its first start on a machine (under 10 s when idle).
    await waitFor(`${origin}/__health`, { child, what: `the fake WordPress.com API (${dataset})`, timeoutMs: 60_000 });
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
