/** @jest-environment node */
import type { CacheStatus } from '@/lib/server/cache/status';
import { CACHE_STATUS } from '@/lib/server/cache/status-key.mjs';
import { processSingleton } from '@/lib/util/process-singleton.mjs';
import { metrics } from './metrics';

it('keeps one registry per process: a copy of the module in another bundle records into the same one', () => {
  let other: typeof import('./metrics') | undefined;
  jest.isolateModules(() => {
    other = jest.requireActual<typeof import('./metrics')>('./metrics');
  });
  expect(other?.metrics()).toBe(metrics());
});

it('reports the cache state as a gauge and counts time spent degraded', async () => {
  const published = processSingleton(CACHE_STATUS, () => ({ current: null as CacheStatus | null }));
  const base = { reason: null, problem: null, pendingTags: 0, degradedSeconds: 0, degradedSince: null };
  const since = Date.now() - 5_000;
  published.current = {
    ...base,
    mode: 'degraded',
    since: new Date(since).toISOString(),
    reason: 'test',
    problem: 'unreachable',
    degradedSince: since,
  };
  let text = await metrics().registry.metrics();
  expect(text).toContain('site_cache_state{state="degraded"} 1');
  expect(text).toContain('site_cache_state{state="shared"} 0');
  published.current = { ...base, mode: 'shared', since: new Date().toISOString(), degradedSeconds: (Date.now() - since) / 1000 };
  text = await metrics().registry.metrics();
  expect(text).toContain('site_cache_state{state="shared"} 1');
  const degraded = Number(/^site_cache_degraded_seconds_total (\S+)$/m.exec(text)?.[1]);
  expect(degraded).toBeGreaterThanOrEqual(4.9);
  expect(degraded).toBeLessThan(10);
  published.current = null;
});

it('follows the naming conventions: base units, _total on counters, no unbounded labels', async () => {
  const families = await metrics().registry.getMetricsAsJSON();
  for (const family of families.filter((f) => f.name.startsWith('site_'))) {
    if (String(family.type) === 'counter') expect(family.name).toMatch(/_total$/);
    expect(family.name).not.toMatch(/_ms$|_milliseconds/);
  }
  const labels = new Set(families.flatMap((f) => f.values.flatMap((v) => Object.keys(v.labels))));
  for (const forbidden of ['path', 'url', 'id']) expect(labels.has(forbidden)).toBe(false);
});
