import { processSingleton } from '@/lib/util/process-singleton.mjs';
import { readRedisKeyPrefix, readRedisUrl } from '@/lib/config/env';
import { serverRedis } from '@/lib/server/redis-client';

/**
 * Where the drafts preview's sign-ins live in server mode: the shared Redis when REDIS_URL is set (every
 * instance sees a session another started), else this process's memory. Values expire on their own after
 * `ttlMs`; `take` reads and deletes in one step, so a value taken once is never taken again.
 */
export type KeyValueStore = {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  take(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
};

/** One process's store: a map whose entries expire when read after their time. */
export function memoryStore(now: () => number = Date.now): KeyValueStore & { size: () => number } {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) entries.delete(key);
    return entries.get(key)?.value ?? null;
  };
  const sweep = () => {
    for (const [key, entry] of entries) if (entry.expiresAt <= now()) entries.delete(key);
  };
  return {
    get: async (key) => live(key),
    set: async (key, value, ttlMs) => {
      // Each write clears what has expired, so abandoned sign-ins never pile up.
      sweep();
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
    take: async (key) => {
      const value = live(key);
      entries.delete(key);
      return value;
    },
    delete: async (key) => void entries.delete(key),
    size: () => entries.size,
  };
}

/** The commands of a Redis client this store sends (@redis/client's names). */
export type RedisCommands = {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, options: { PX: number }): Promise<unknown>;
  getDel(key: string): Promise<string | null>;
  del(key: string): Promise<unknown>;
};

/** A store over Redis, its keys under `prefix` (REDIS_KEY_PREFIX, not the build: a deploy keeps sessions). */
export function redisStore(client: RedisCommands, prefix: string): KeyValueStore {
  const key = (name: string) => `${prefix}:drafts:${name}`;
  return {
    get: (name) => client.get(key(name)),
    set: async (name, value, ttlMs) => void (await client.set(key(name), value, { PX: ttlMs })),
    take: (name) => client.getDel(key(name)),
    delete: async (name) => void (await client.del(key(name))),
  };
}

/** The process's store: Redis when REDIS_URL is set, else memory. */
export function serverStore(): KeyValueStore {
  return processSingleton('drafts-session-store', () => {
    const url = readRedisUrl();
    if (!url) return memoryStore();
    const prefix = readRedisKeyPrefix();
    const redis = serverRedis(url);
    // Commands fail at once while Redis is away: the editor is told to try again.
    const store = async () => redisStore((await redis()) as unknown as RedisCommands, prefix);
    return {
      get: async (name) => (await store()).get(name),
      set: async (name, value, ttlMs) => (await store()).set(name, value, ttlMs),
      take: async (name) => (await store()).take(name),
      delete: async (name) => (await store()).delete(name),
    } satisfies KeyValueStore;
  });
}
