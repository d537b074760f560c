import { healthAnswer, revalidationReach, type CacheStatus } from './status';

const status = (mode: CacheStatus['mode'], reason: string | null = null): CacheStatus => ({
  mode,
  since: '2026-11-26T21:00:00.000Z',
  reason,
  pendingTags: 0,
});

describe('GET /api/health answer', () => {
  it('names the process, the build and a shared cache', () => {
    const answer = healthAnswer({ buildId: 'abc123', status: status('shared'), uptimeSeconds: 12.4, pid: 42 });
    expect(answer).toEqual({
      status: 'ok',
      process: { pid: 42, uptimeSeconds: 12 },
      build: { id: 'abc123', loaded: true },
      cache: { ...status('shared'), shared: true },
    });
  });

  it('stays ok when Redis is away: a degraded cache costs freshness, not availability', () => {
    const answer = healthAnswer({ buildId: 'abc123', status: status('degraded', 'connect ECONNREFUSED'), uptimeSeconds: 1, pid: 1 });
    expect(answer.status).toBe('ok');
    expect(answer.cache).toMatchObject({ mode: 'degraded', shared: false, reason: 'connect ECONNREFUSED' });
  });

  it('says when no build could be read', () => {
    expect(healthAnswer({ buildId: null, status: status('local'), uptimeSeconds: 1, pid: 1 }).build).toEqual({ id: null, loaded: false });
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
