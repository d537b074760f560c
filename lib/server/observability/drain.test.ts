/** @jest-environment node */
import { EventEmitter } from 'node:events';
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { processSingleton } from '@/lib/util/process-singleton.mjs';
import { drainOnSigterm, drainState, type DrainState } from './drain';

type Proc = Parameters<typeof drainOnSigterm>[0]['proc'];
const fakeProcess = () => Object.assign(new EventEmitter(), { exit: jest.fn() });

afterEach(() => {
  jest.useRealTimers();
  Object.assign(
    processSingleton<DrainState>('drain', () => ({ draining: false, since: null })),
    { draining: false, since: null },
  );
});

it('on SIGTERM turns unready at once and runs the earlier SIGTERM listeners only after the drain period', async () => {
  jest.useFakeTimers();
  const proc = fakeProcess();
  const nextsCleanup = jest.fn();
  proc.on('SIGTERM', nextsCleanup);
  const onDrain = jest.fn();
  drainOnSigterm({ seconds: 10, onDrain, proc: proc as unknown as Proc });

  expect(drainState().draining).toBe(false);
  proc.emit('SIGTERM', 'SIGTERM');
  expect(drainState().draining).toBe(true);
  expect(onDrain).toHaveBeenCalledWith({ lateListeners: 0 });
  expect(nextsCleanup).not.toHaveBeenCalled();
  // A second signal changes nothing.
  proc.emit('SIGTERM', 'SIGTERM');
  await jest.advanceTimersByTimeAsync(9_900);
  expect(nextsCleanup).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(200);
  expect(nextsCleanup).toHaveBeenCalledWith('SIGTERM');
  expect(proc.exit).not.toHaveBeenCalled();
});

it('says how many SIGTERM listeners were added after it (they ran without waiting)', () => {
  const proc = fakeProcess();
  const onDrain = jest.fn();
  drainOnSigterm({ seconds: 0, onDrain, proc: proc as unknown as Proc });
  proc.on('SIGTERM', () => {});
  proc.emit('SIGTERM', 'SIGTERM');
  expect(onDrain).toHaveBeenCalledWith({ lateListeners: 1 });
});

it('while draining, answers with Connection: close so kept-alive clients let go of the instance', async () => {
  const server = createServer((_, response) => response.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const connection = () =>
    new Promise<string | undefined>((resolve, reject) => {
      request({ host: '127.0.0.1', port }, (response) => response.resume().on('end', () => resolve(response.headers.connection)))
        .on('error', reject)
        .end();
    });
  try {
    expect(await connection()).toBe('keep-alive');
    const proc = fakeProcess();
    drainOnSigterm({ seconds: 0, onDrain: () => {}, proc: proc as unknown as Proc });
    proc.emit('SIGTERM', 'SIGTERM');
    expect(await connection()).toBe('close');
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

it('after the drain, a kept-alive connection whose request outlasted it closes after its answer, not after KEEP_ALIVE_TIMEOUT', async () => {
  const server = createServer((_, response) => setTimeout(() => response.end('ok'), 500));
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true });
  const closed = new Promise<number>((resolve) => {
    const proc = fakeProcess();
    // Next's handler: stop listening, and report when the last connection has gone.
    proc.on('SIGTERM', () => server.close(() => resolve(Date.now())));
    drainOnSigterm({ seconds: 0.1, onDrain: () => {}, proc: proc as unknown as Proc });
    // The request begins before SIGTERM, on a connection kept alive, and ends after the drain.
    request({ host: '127.0.0.1', port, agent }, (response) => response.resume()).end();
    setTimeout(() => proc.emit('SIGTERM', 'SIGTERM'), 100);
  });
  const started = Date.now();
  try {
    expect((await closed) - started).toBeLessThan(5_000);
  } finally {
    agent.destroy();
    server.closeAllConnections();
  }
});
