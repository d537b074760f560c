// @ts-check
/**
 * Next's incremental cache (ISR pages and the data cache of `fetch`) for server mode: next.config.mjs points
 * `cacheHandler` at this file. Plain JavaScript because Next loads it at run time as it is, outside its bundles
 * (and `output: 'standalone'` copies it as it is). Its settings are lib/config/env.ts's, handed over at server start
 * (lib/server/start.ts → cacheConfig()), never read from the environment here.
 *
 * - No Redis configured: Next's own file-system cache, exactly what the server used before (one cache per process).
 * - Redis: the shared cache of @fortedigital/nextjs-cache-handler's redis-strings handler (redis-interface.mjs), so
 *   a page regenerated or a tag revalidated by any instance is what every instance serves; no keyspace events
 *   needed (a Redis at its defaults works). Every write also goes to the local cache (Next's LRU, bounded).
 * - Redis down, slow or unusable: the local cache until it answers again (fallback.mjs), with one log line.
 *
 * The parts and what each protects against, with the spec that shows it: docs/decisions.md ("The shared cache's
 * handler"). State and events for the metrics port and the logs: state.mjs, read by lib/server/cache/status.ts.
 */
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { processSingleton } from '../../util/process-singleton.mjs';
import { FallbackCache, PROBE_INTERVAL_MS, REDIS_TIMEOUT_MS, withTimeout } from './fallback.mjs';
import { nextInterface } from './redis-interface.mjs';
import { cacheConfig, diagnose, message } from './state.mjs';

// A CommonJS module whose class is its `default` export: Node's ESM import sees the whole exports object.
/** @type {any} */
const FileSystemCache = /** @type {any} */ (fileSystemCacheModule).default ?? fileSystemCacheModule;

/** @type {FallbackCache | null} */
let instance = null;

/** @param {any} options Next's handler context (serverDistDir, maxMemoryCacheSize, fs, …) */
async function create(options) {
  // Published at server start only (lib/server/start.ts): the build, which has none, keeps Next's own cache.
  const url = cacheConfig()?.redisUrl;
  if (!url) {
    const local = new FileSystemCache(options);
    return new FallbackCache({ local, remote: () => local, probe: null });
  }
  // With Redis the local copy stays in memory (Next's LRU, bounded by cacheMaxMemorySize) and reads the build's
  // pre-rendered files, but writes none: the image's file system is read-only (deploy/k8s), and Redis holds the
  // shared copy.
  const local = new FileSystemCache({ ...options, flushToDisk: false });
  const [{ default: createRedisHandler }, { createClient }, { readFileSync }, { join }] = await Promise.all([
    import('@fortedigital/nextjs-cache-handler/redis-strings'),
    import('@redis/client'),
    import('node:fs'),
    import('node:path'),
  ]);
  // One namespace per build: during a rolling update the old and the new build never read each other's pages.
  let buildId = 'unknown-build';
  try {
    buildId = readFileSync(join(options.serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {}
  const keyPrefix = `${cacheConfig()?.keyPrefix ?? 'site'}:${buildId}:`;
  // One connection for the probe and the handler. Commands fail at once while it is down (no offline queue), and
  // it reconnects by itself, backing off to one attempt a second.
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: REDIS_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, PROBE_INTERVAL_MS) },
  });
  /** The last connection error, the reason an outage is logged with ('The client is offline' says nothing). */
  let lastError = 'no connection yet';
  const checkKey = `${keyPrefix}__write_check__`;
  const cache = new FallbackCache({
    local,
    probe: {
      ping: () => (client.isReady ? client.ping() : Promise.reject(new Error(lastError))),
      // Every kind of command the handler sends (string with expiry, hash scan, unlink), on a key of its own.
      verify: async () => {
        await client.set(checkKey, '1', { PX: 10_000 });
        await client.hSet(`${checkKey}h`, 'check', '1');
        await client.hScan(`${checkKey}h`, '0');
        await client.unlink([checkKey, `${checkKey}h`]);
      },
    },
    remote: () => nextInterface(createRedisHandler({ client, keyPrefix, timeoutMs: REDIS_TIMEOUT_MS })),
  });
  // Without a listener a connection error would throw; the probe reports it (once per outage).
  client.on('error', (error) => {
    lastError = message(error);
    // A refused password ends the client's reconnecting: the probe names it, and the next check connects again.
    if (diagnose(error).problem === 'misconfigured') void cache.check();
  });
  const connect = () => (client.isOpen ? Promise.resolve() : client.connect().then(() => {}));
  const check = () =>
    connect()
      .catch((error) => (lastError = message(error)))
      .then(() => cache.check());
  // The first check waits for the first connection (or its failure), so a start never logs an outage it had not.
  await withTimeout(connect(), REDIS_TIMEOUT_MS, 'Redis connect').catch((error) => (lastError = message(error)));
  await cache.check();
  setInterval(() => void check(), PROBE_INTERVAL_MS).unref();
  return cache;
}

/** The entry point Next constructs (once per request context): every instance shares one cache and one probe. */
export default class SiteCacheHandler {
  /** @param {any} options */
  constructor(options) {
    this.ready = processSingleton('cache-handler', () => create(options).then((cache) => (instance = cache)));
  }

  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    return (instance ?? (await this.ready)).get(key, ctx);
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    return (instance ?? (await this.ready)).set(key, data, ctx);
  }

  /** @param {string | string[]} tags @param {...any} rest */
  async revalidateTag(tags, ...rest) {
    return (instance ?? (await this.ready)).revalidateTag(tags, ...rest);
  }

  resetRequestCache() {
    instance?.resetRequestCache();
  }
}
