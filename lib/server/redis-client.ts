/**
 * The server's connection to the shared Redis for its own keys (the drafts' sessions, the revalidate-all window),
 * one per process. The cache handler keeps a connection of its own: Next loads it outside its bundles, and it
 * watches Redis's health itself.
 */
import { processSingleton } from '@/lib/util/process-singleton.mjs';

export type RedisClient = Awaited<ReturnType<typeof connect>>;

async function connect(url: string) {
  const { createClient } = await import('@redis/client');
  // Commands fail at once while Redis is away (no offline queue): each caller decides what that costs it.
  const client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 2_000 } });
  // Without a listener a connection error would throw; the cache handler already logs Redis outages.
  client.on('error', () => {});
  await client.connect();
  return client;
}

/** Connects on first use; a connection that fails is tried again on the next use. */
export function serverRedis(url: string): () => Promise<RedisClient> {
  return processSingleton(`server-redis ${url}`, () => {
    let client: Promise<RedisClient> | null = null;
    return () =>
      (client ??= connect(url).catch((error: unknown) => {
        client = null;
        throw error;
      }));
  });
}
