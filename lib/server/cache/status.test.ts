/** @jest-environment node */
import { emit } from './state.mjs';
import { degradedSeconds, healthDetail, onCacheEvent, publicHealth, revalidationReach, type CacheEvent, type CacheStatus } from './status';

const status = (mode: CacheStatus['mode'], reason: string | null = null, problem: CacheStatus['problem'] = null): CacheStatus => ({
  mode,
  since: '2026-11-26T21:00:00.000Z',
  reason,
  problem: mode === 'degraded' ? (problem ?? 'unreachable') : null,
  pendingTags: 0,
  degradedSeconds: 0,
  degradedSince: null,
});

describe('GET /api/health answer (public)', () => {
  it('says only that the process answers: no pid, uptime, build, address or error text', () => {
    expect(publicHealth()).toEqual({ status: 'ok' });
  });
});

describe('GET /health on the metrics port (the detail)', () => {
  it('names the process, the build and a shared cache', () => {
    const answer = healthDetail({ buildId: 'abc123', status: status('shared'), uptimeSeconds: 12.4, pid: 42 });
    expect(answer).toEqual({
      status: 'ok',
      process: { pid: 42, uptimeSeconds: 12 },
      build: { id: 'abc123', loaded: true },
      cache: { ...status('shared'), shared: true },
    });
  });

  it('stays ok when Redis is away, and gives the reason: a degraded cache costs freshness, not availability', () => {
    const answer = healthDetail({ buildId: 'abc123', status: status('degraded', 'connect ECONNREFUSED'), uptimeSeconds: 1, pid: 1 });
    expect(answer.status).toBe('ok');
    expect(answer.cache).toMatchObject({ mode: 'degraded', shared: false, reason: 'connect ECONNREFUSED' });
  });

  it('says when no build could be read', () => {
    expect(healthDetail({ buildId: null, status: status('local'), uptimeSeconds: 1, pid: 1 }).build).toEqual({ id: null, loaded: false });
  });
});

describe('what a revalidation reaches', () => {
  it('every instance through the shared cache; this one only without Redis', () => {
    expect(revalidationReach(status('shared')).reached).toBe('every instance');
    expect(revalidationReach(status('local'))).toMatchObject({ reached: 'this instance only', note: expect.stringContaining('REDIS_URL') });
    expect(revalidationReach(status('degraded', 'timeout'))).toMatchObject({
      reached: 'this instance only',
      note: expect.stringContaining('timeout'),
    });
  });
});

describe('a misconfigured Redis', () => {
  it('is named as such, never as "not answering"', () => {
    const reach = revalidationReach(status('degraded', 'REDIS_URL points at a read-only replica (READONLY …)', 'misconfigured'));
    expect(reach.note).toMatch(/^Redis cannot be used \(REDIS_URL points at a read-only replica/);
    expect(reach.note).not.toMatch(/not answering/);
  });
});

describe('the interface for metrics', () => {
  it('hears what the handler emits, in whichever bundle it registered, until it is removed', () => {
    const seen: CacheEvent[] = [];
    // Another bundle's copy of this module: the handler, loaded outside every bundle, still reaches its listener.
    let other: typeof import('./status') | undefined;
    jest.isolateModules(() => {
      other = jest.requireActual<typeof import('./status')>('./status');
    });
    expect(other?.onCacheEvent).not.toBe(onCacheEvent);
    const off = other!.onCacheEvent((event) => seen.push(event));
    emit({ type: 'revalidation', outcome: 'shared', tags: 2 });
    off();
    emit({ type: 'revalidation', outcome: 'queued', tags: 1 });
    expect(seen).toEqual([{ type: 'revalidation', outcome: 'shared', tags: 2 }]);
  });

  it('counts the time spent degraded, the outage under way included', () => {
    expect(degradedSeconds({ ...status('shared'), degradedSeconds: 12 }, 5_000)).toBe(12);
    expect(degradedSeconds({ ...status('degraded'), degradedSeconds: 12, degradedSince: 1_000 }, 4_000)).toBe(15);
  });
});
