/** @jest-environment node */
import { EventEmitter } from 'node:events';
import { drainOnSigterm, drainState } from './drain';

it('on SIGTERM turns unready at once and runs the earlier SIGTERM listeners only after the drain period', async () => {
  jest.useFakeTimers();
  const proc = Object.assign(new EventEmitter(), { exit: jest.fn() });
  const nextsCleanup = jest.fn();
  proc.on('SIGTERM', nextsCleanup);
  const onDrain = jest.fn();
  drainOnSigterm({ seconds: 10, onDrain, proc: proc as unknown as Parameters<typeof drainOnSigterm>[0]['proc'] });

  expect(drainState().draining).toBe(false);
  proc.emit('SIGTERM', 'SIGTERM');
  expect(drainState().draining).toBe(true);
  expect(onDrain).toHaveBeenCalledTimes(1);
  expect(nextsCleanup).not.toHaveBeenCalled();
  // A second signal changes nothing.
  proc.emit('SIGTERM', 'SIGTERM');
  await jest.advanceTimersByTimeAsync(9_900);
  expect(nextsCleanup).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(200);
  expect(nextsCleanup).toHaveBeenCalledWith('SIGTERM');
  expect(proc.exit).not.toHaveBeenCalled();
  jest.useRealTimers();
});
