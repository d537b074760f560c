import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('waits for requestIdleCallback, with a deadline, and can be cancelled', () => {
    const calls: IdleRequestOptions[] = [];
    let queued: IdleRequestCallback | null = null;
    window.requestIdleCallback = (cb, options) => ((queued = cb), calls.push(options ?? {}), 7);
    window.cancelIdleCallback = jest.fn();
    const callback = jest.fn();
    const cancel = whenIdle(callback, 1500);
    expect(callback).not.toHaveBeenCalled();
    expect(calls).toEqual([{ timeout: 1500 }]);
    (queued as unknown as IdleRequestCallback)({ didTimeout: false, timeRemaining: () => 10 });
    expect(callback).toHaveBeenCalledTimes(1);
    cancel();
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a short timer where the browser has no idle callback', () => {
    jest.useFakeTimers();
    const callback = jest.fn();
    whenIdle(callback);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(200);
    expect(callback).toHaveBeenCalledTimes(1);
    const cancelled = jest.fn();
    whenIdle(cancelled)();
    jest.advanceTimersByTime(500);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
