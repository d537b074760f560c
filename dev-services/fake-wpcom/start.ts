/**
 * The one way to start the fake WordPress.com API from code: the e2e run, the audits, the benchmarks and the
 * tests that talk to it over HTTP all come through here. It runs in a child process of its own (as it does
 * beside a build), and the promise resolves once it answers (dev-services/wait.ts startService).
 */
import { join } from 'node:path';
import { startService, type Service } from '../wait';
import type { Dataset } from './api';

export type FakeWpcom = Service;

export function start({
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
  return startService({
    server: join(__dirname, 'server.ts'),
    what: `the fake WordPress.com API (${dataset})`,
    port,
    // It exits when its stdin (a pipe from this process) closes.
    env: { WPCOM_DATASET: dataset, WPCOM_EXIT_WITH_PARENT: '1' },
    reuse,
    log,
    // 60 s: the realistic data set renders its photos on its first start on a machine (under 10 s when idle).
    timeoutMs: 60_000,
  });
}
