import { createCoalescer } from './coalesce';

describe('revalidate-all coalescing', () => {
  it('runs the first call at once and folds a burst into one trailing run at the window end', () => {
    let time = 1_000;
    const coalescer = createCoalescer({ windowMs: 5_000, now: () => time });
    expect(coalescer.next()).toEqual({ run: 'now' });
    time = 1_250;
    expect(coalescer.next()).toEqual({ run: 'later', at: 6_000, schedule: true });
    // 18 more calls within the window: all covered by the one scheduled run, none schedules another.
    for (let call = 0; call < 18; call += 1) {
      time += 250;
      expect(coalescer.next()).toEqual({ run: 'later', at: 6_000, schedule: false });
    }
  });

  it('never loses the last call: a call after the trailing run began gets a run of its own', () => {
    let time = 0;
    const coalescer = createCoalescer({ windowMs: 5_000, now: () => time });
    coalescer.next();
    time = 100;
    coalescer.next();
    time = 5_000;
    coalescer.start();
    time = 5_001;
    expect(coalescer.next()).toEqual({ run: 'later', at: 10_000, schedule: true });
  });

  it('runs at once again after a quiet window', () => {
    let time = 0;
    const coalescer = createCoalescer({ windowMs: 5_000, now: () => time });
    coalescer.next();
    time = 5_000;
    expect(coalescer.next()).toEqual({ run: 'now' });
  });
});
