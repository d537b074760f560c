import { createMissCache } from './missed-articles';

describe('createMissCache', () => {
  it('remembers a missing id for the TTL only', () => {
    let time = 0;
    const misses = createMissCache({ ttlMs: 1_000, now: () => time });
    misses.add(7);
    expect(misses.has(7)).toBe(true);
    expect(misses.has(8)).toBe(false);
    time = 999;
    expect(misses.has(7)).toBe(true);
    time = 1_000;
    expect(misses.has(7)).toBe(false);
  });

  it('keeps at most `max` ids, dropping the oldest', () => {
    const misses = createMissCache({ max: 3 });
    [1, 2, 3, 4].forEach((id) => misses.add(id));
    expect([1, 2, 3, 4].map((id) => misses.has(id))).toEqual([false, true, true, true]);
  });

  it('forgets one id, or every id', () => {
    const misses = createMissCache();
    [1, 2].forEach((id) => misses.add(id));
    misses.forget(1);
    expect(misses.has(1)).toBe(false);
    expect(misses.has(2)).toBe(true);
    misses.forget();
    expect(misses.has(2)).toBe(false);
  });
});
