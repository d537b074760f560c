/**
 * @jest-environment node
 */
import { IDLE_LIMIT_MS } from '../../blog/drafts/oauth';
import { createSessions, PENDING_MS, sameSecret } from './sessions';
import { memoryStore, redisStore, type KeyValueStore } from './store';

const TOKEN = 'marker-token-6c2f0a91';
const HOUR = 3600 * 1000;

/** A store that records every value written, to show what a reader of Redis would see. */
function recorded(store: KeyValueStore) {
  const written: string[] = [];
  return {
    written,
    store: { ...store, set: (key: string, value: string, ttl: number) => (written.push(key, value), store.set(key, value, ttl)) },
  };
}

function clock(start = Date.UTC(2026, 11, 7, 9)) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('drafts sessions', () => {
  it('keeps the token on the server behind a random id, and gives it back for that id only', async () => {
    const { now } = clock();
    const sessions = createSessions(memoryStore(now), { now });
    const id = await sessions.start({ accessToken: TOKEN, siteId: '230000001' });
    expect(id).toMatch(/^[\w-]{43}$/);
    expect(await sessions.read(id)).toEqual({ accessToken: TOKEN, siteId: '230000001' });
    const other = await sessions.start({ accessToken: 'another', siteId: null });
    expect(other).not.toBe(id);
    expect(await sessions.read(`${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    for (const bad of ['', 'short', `${id}x`, '../../etc']) expect(await sessions.read(bad)).toBeNull();
  });

  it('stores neither the token nor the session id in the clear', async () => {
    const { now } = clock();
    const { store, written } = recorded(memoryStore(now));
    const sessions = createSessions(store, { now });
    const id = await sessions.start({ accessToken: TOKEN, siteId: '1' });
    await sessions.read(id);
    expect(written.length).toBeGreaterThan(0);
    for (const text of written) {
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain(id);
    }
  });

  it('ends after 8 hours without use; each use starts the 8 hours again', async () => {
    const { now, advance } = clock();
    const store = memoryStore(now);
    const sessions = createSessions(store, { now });
    const id = await sessions.start({ accessToken: TOKEN, siteId: null });
    advance(7 * HOUR);
    expect(await sessions.read(id)).not.toBeNull();
    advance(7 * HOUR);
    expect(await sessions.read(id)).not.toBeNull();
    advance(IDLE_LIMIT_MS);
    expect(await sessions.read(id)).toBeNull();
    expect(store.size()).toBe(0);
  });

  it('ends at once on sign-out', async () => {
    const { now } = clock();
    const sessions = createSessions(memoryStore(now), { now });
    const id = await sessions.start({ accessToken: TOKEN, siteId: null });
    await sessions.end(id);
    expect(await sessions.read(id)).toBeNull();
  });

  it('honours the idle limit even where the store kept the record longer', async () => {
    const { now, advance } = clock();
    const backing = memoryStore(now);
    const lenient: KeyValueStore = { ...backing, set: (key, value) => backing.set(key, value, 365 * 24 * HOUR) };
    const sessions = createSessions(lenient, { now });
    const id = await sessions.start({ accessToken: TOKEN, siteId: null });
    advance(IDLE_LIMIT_MS);
    expect(await sessions.read(id)).toBeNull();
  });
});

describe('sign-in states', () => {
  it('are random, remember the post asked for, and work once', async () => {
    const { now } = clock();
    const sessions = createSessions(memoryStore(now), { now });
    const state = await sessions.begin({ id: 7001 });
    expect(state).toMatch(/^[\w-]{43}$/);
    expect(await sessions.begin({ id: null })).not.toBe(state);
    expect(await sessions.take(state)).toEqual({ id: 7001 });
    expect(await sessions.take(state)).toBeNull();
  });

  it('expire when the sign-in takes longer than 10 minutes', async () => {
    const { now, advance } = clock();
    const sessions = createSessions(memoryStore(now), { now });
    const state = await sessions.begin({ id: null });
    advance(PENDING_MS);
    expect(await sessions.take(state)).toBeNull();
  });

  it('are compared whole', () => {
    expect(sameSecret('a'.repeat(43), 'a'.repeat(43))).toBe(true);
    expect(sameSecret('a'.repeat(43), `${'a'.repeat(42)}b`)).toBe(false);
    expect(sameSecret('a'.repeat(43), 'a'.repeat(42))).toBe(false);
  });
});

describe('the Redis store', () => {
  it('sends expiring SETs under the prefix, GETDEL for a state, DEL for a sign-out', async () => {
    const calls: unknown[][] = [];
    const data = new Map<string, string>();
    const client = {
      get: async (key: string) => (calls.push(['get', key]), data.get(key) ?? null),
      set: async (key: string, value: string, options: { PX: number }) => (calls.push(['set', key, options]), data.set(key, value)),
      getDel: async (key: string) => {
        calls.push(['getDel', key]);
        const value = data.get(key) ?? null;
        data.delete(key);
        return value;
      },
      del: async (key: string) => (calls.push(['del', key]), data.delete(key)),
    };
    const sessions = createSessions(redisStore(client, 'site'));
    const state = await sessions.begin({ id: 3 });
    expect(await sessions.take(state)).toEqual({ id: 3 });
    const id = await sessions.start({ accessToken: TOKEN, siteId: null });
    expect(await sessions.read(id)).toEqual({ accessToken: TOKEN, siteId: null });
    await sessions.end(id);
    expect(calls.map(([command]) => command)).toEqual(['set', 'getDel', 'set', 'get', 'set', 'del']);
    expect(calls[0]).toEqual(['set', expect.stringMatching(/^site:drafts:state:[0-9a-f]{64}$/), { PX: PENDING_MS }]);
    expect(calls[2]).toEqual(['set', expect.stringMatching(/^site:drafts:session:[0-9a-f]{64}$/), { PX: IDLE_LIMIT_MS }]);
    expect(data.size).toBe(0);
  });
});
