// @ts-check
/**
 * Next's incremental cache (ISR pages and the data cache of `fetch`) for server mode: next.config.mjs points
 * `cacheHandler` at this file. Plain JavaScript because Next loads it at run time as it is, outside its bundles
 * (and `output: 'standalone'` copies it as it is).
 *
 * - REDIS_URL unset: Next's own file-system cache, exactly what the server used before (one cache per process).
 * - REDIS_URL set: the shared cache of @trieb.work/nextjs-turbo-redis-cache (RedisStringsHandler), so a page
 *   regenerated or a tag revalidated by any instance is what every instance serves. Every write also goes to the
 *   local cache, whose memory part is bounded (Next's LRU, `cacheMaxMemorySize`, 50 MB by default).
 * - Redis down or slow: every read, write and revalidation goes to the local cache until Redis answers again;
 *   one line is logged when Redis goes away and one when it is back. Tags revalidated meanwhile are replayed on
 *   Redis when it returns, so no instance keeps serving a page that was revalidated during the outage.
 *
 * The state is published on globalThis for GET /api/health and POST /api/revalidate (lib/cache/status.ts),
 * which Next bundles separately from this file.
 */
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { processSingleton } from '../process-singleton.mjs';
import { CACHE_STATUS } from './status-key.mjs';

// A CommonJS module whose class is its `default` export: Node's ESM import sees the whole exports object.
/** @type {any} */
const FileSystemCache = /** @type {any} */ (fileSystemCacheModule).default ?? fileSystemCacheModule;

/** A Redis operation slower than this counts as Redis being away (a page never waits longer for its cache). */
export const REDIS_TIMEOUT_MS = 1_000;
/** How often a degraded instance checks whether Redis is back, and a healthy one that Redis is still fast. */
export const PROBE_INTERVAL_MS = 1_000;
/**
 * How long an instance reuses an entry it has just read from Redis: every read otherwise parses the whole page
 * again (a third of the throughput under load, docs/benchmarks.md#load). It bounds how late a revalidation through
 * another instance is seen; this instance's own writes and revalidations clear it at once.
 */
export const SHARED_READ_REUSE_MS = 1_000;
/** Entries kept for that reuse at most (the oldest go first). */
const SHARED_READ_REUSE_ENTRIES = 500;

/**
 * @typedef {import('./status').CacheStatus} CacheStatus
 * @typedef {{ get: Function, set: Function, revalidateTag: Function, resetRequestCache?: Function }} Cache
 * @typedef {{ ping: () => Promise<unknown>, connect?: () => Promise<unknown>, on?: Function }} Probe
 */

/** @param {CacheStatus['mode']} mode @param {string | null} [reason] */
function publish(mode, reason = null, pendingTags = 0) {
  /** @type {CacheStatus} */
  const status = { mode, since: new Date().toISOString(), reason, pendingTags };
  const published = processSingleton(CACHE_STATUS, () => ({ current: /** @type {CacheStatus | null} */ (null) }));
  if (published.current?.mode === mode) status.since = published.current.since;
  published.current = status;
  return status;
}

/** @template T @param {Promise<T>} promise @param {number} ms @param {string} what @returns {Promise<T>} */
function withTimeout(promise, ms, what) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return /** @type {Promise<T>} */ (Promise.race([promise, timeout])).finally(() => clearTimeout(timer));
}

/** @param {unknown} error */
const message = (error) => (error instanceof Error ? error.message : String(error));

/**
 * The shared cache with its local fallback. Exported separately from the Next entry point so the unit tests can
 * give it a fake remote and probe.
 */
export class FallbackCache {
  /**
   * @param {{ local: Cache, remote: () => Cache, probe: Probe | null, log?: (line: string) => void, timeoutMs?: number }} parts
   */
  constructor({ local, remote, probe, log = (line) => console.error(line), timeoutMs = REDIS_TIMEOUT_MS }) {
    this.local = local;
    this.makeRemote = remote;
    /** @type {Cache | null} */
    this.remote = null;
    /** @type {Cache | null} */
    this.candidate = null;
    this.probe = probe;
    this.log = log;
    this.timeoutMs = timeoutMs;
    /** Tags revalidated while Redis was away, replayed on it when it is back. @type {Set<string>} */
    this.pendingTags = new Set();
    this.status = probe ? publish('degraded', 'connecting to Redis') : publish('local');
    /** Whether the outage has been logged (once per outage). */
    this.outageLogged = false;
    /** Entries just read from Redis, by key (see SHARED_READ_REUSE_MS). @type {Map<string, { value: any, until: number }>} */
    this.recent = new Map();
    this.now = () => Date.now();
    /** The probe under way, if any. @type {Promise<void> | null} */
    this.checking = null;
  }

  /** Redis answered: shared again (the remote handler is created on the first success, see check()). */
  async up() {
    if (!this.remote) {
      // Made once: a start that times out is waited for again on the next probe, not replaced.
      const remote = (this.candidate ??= this.makeRemote());
      // revalidateTag([]) resolves once the handler's connection and tag maps are ready, and changes nothing.
      await withTimeout(Promise.resolve(remote.revalidateTag([])), 10 * this.timeoutMs, 'Redis cache handler start');
      this.remote = remote;
    }
    if (this.pendingTags.size > 0) {
      const tags = [...this.pendingTags];
      await withTimeout(Promise.resolve(this.remote.revalidateTag(tags)), this.timeoutMs, 'Redis revalidateTag');
      this.pendingTags.clear();
    }
    if (this.status.mode !== 'shared' && this.outageLogged) this.log('[cache] Redis is back: the cache is shared again');
    this.outageLogged = false;
    this.status = publish('shared');
  }

  /** @param {unknown} error */
  down(error) {
    if (!this.probe) return;
    const reason = message(error);
    if (!this.outageLogged) {
      this.log(`[cache] Redis is not answering (${reason}): serving from this instance's local cache until it is back`);
      this.outageLogged = true;
    }
    this.status = publish('degraded', reason, this.pendingTags.size);
  }

  /**
   * One probe: PING within the timeout. Never throws. Probes never overlap (the interval and the handler's
   * connection errors both ask for one): a PING that succeeded just before an outage must not mark Redis as back
   * after a later one has marked it away.
   */
  check() {
    if (!this.probe) return Promise.resolve();
    this.checking ??= this.probeOnce().finally(() => (this.checking = null));
    return this.checking;
  }

  async probeOnce() {
    if (!this.probe) return;
    try {
      await withTimeout(Promise.resolve(this.probe.ping()), this.timeoutMs, 'Redis PING');
      // After an outage the probe's connection is back before the handler's own: sharing again before that would
      // fail its first call and count as a second outage.
      if (/** @type {any} */ (this.remote)?.client?.isReady === false) throw new Error('the cache handler is reconnecting');
      await this.up();
    } catch (error) {
      this.down(error);
    }
  }

  get shared() {
    return this.status.mode === 'shared' && this.remote !== null;
  }

  /**
   * @template T
   * @param {(cache: Cache) => Promise<T>} operation
   * @param {string} what
   * @returns {Promise<{ ok: true, value: T } | { ok: false }>}
   */
  async onRemote(operation, what) {
    if (!this.shared || !this.remote) return { ok: false };
    try {
      return { ok: true, value: await withTimeout(operation(this.remote), this.timeoutMs, what) };
    } catch (error) {
      this.down(error);
      return { ok: false };
    }
  }

  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    const recent = this.shared ? this.recent.get(key) : undefined;
    if (recent && recent.until > this.now()) return recent.value;
    const remote = await this.onRemote((cache) => cache.get(key, ctx), 'Redis get');
    // The shared handler answers a miss (null) also when its own client just lost Redis: the probe tells which.
    if (remote.ok && (remote.value || this.shared)) {
      if (remote.value) {
        this.recent.delete(key);
        this.recent.set(key, { value: remote.value, until: this.now() + SHARED_READ_REUSE_MS });
        if (this.recent.size > SHARED_READ_REUSE_ENTRIES) this.recent.delete(this.recent.keys().next().value ?? '');
      }
      return remote.value;
    }
    return this.local.get(key, ctx);
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    this.recent.delete(key);
    await this.local.set(key, data, ctx);
    await this.onRemote((cache) => cache.set(key, data, ctx), 'Redis set');
  }

  /** @param {string | string[]} tags @param {...any} rest */
  async revalidateTag(tags, ...rest) {
    this.recent.clear();
    await this.local.revalidateTag(tags, ...rest);
    const remote = await this.onRemote((cache) => cache.revalidateTag(tags, ...rest), 'Redis revalidateTag');
    if (!remote.ok && this.probe) {
      for (const tag of [tags].flat()) this.pendingTags.add(tag);
      this.status = publish(this.status.mode, this.status.reason, this.pendingTags.size);
    }
  }

  resetRequestCache() {
    this.local.resetRequestCache?.();
    this.remote?.resetRequestCache?.();
  }
}

/**
 * The shared handler's own lines about its connections: it logs each reconnection attempt of its two clients,
 * several a second, and often notices a lost connection before the probe does.
 */
const HANDLER_CONNECTION_LINES = /^(Redis client error|Subscriber client error|Failed to (re)?connect)/;
/** Its other lines that an outage causes (a command or resync that failed because Redis was away). */
const HANDLER_OUTAGE_LINES = /^(Redis command error|Error during periodic resync|RedisStringsHandler\.\w+\(\) Error)/;

/**
 * Outages are logged once, by FallbackCache.down. A connection line from the handler is never printed: it makes
 * the probe check at once instead, which logs the outage if Redis is really away. The handler's other errors are
 * dropped while Redis is away and printed as usual while it answers; every other line is untouched.
 * @param {FallbackCache} cache @param {{ isReady?: boolean }} probe
 */
function quietWhileAway(cache, probe) {
  const error = console.error.bind(console);
  console.error = (...args) => {
    const line = typeof args[0] === 'string' ? args[0] : '';
    if (HANDLER_CONNECTION_LINES.test(line)) return void cache.check();
    const away = cache.status.mode !== 'shared' || !probe.isReady;
    if (away && HANDLER_OUTAGE_LINES.test(line)) return;
    error(...args);
  };
}

/** @type {FallbackCache | null} */
let instance = null;

/** @param {any} options Next's handler context (serverDistDir, maxMemoryCacheSize, fs, …) */
async function create(options) {
  const url = process.env.REDIS_URL?.trim();
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') {
    const local = new FileSystemCache(options);
    return new FallbackCache({ local, remote: () => local, probe: null });
  }
  // With Redis the local copy stays in memory (Next's LRU, bounded by cacheMaxMemorySize) and reads the build's
  // pre-rendered files, but writes none: the image's file system is read-only (deploy/k8s), and Redis holds the
  // shared copy.
  const local = new FileSystemCache({ ...options, flushToDisk: false });
  const [{ RedisStringsHandler }, { createClient }, { readFileSync }, { join }] = await Promise.all([
    import('@trieb.work/nextjs-turbo-redis-cache'),
    import('redis'),
    import('node:fs'),
    import('node:path'),
  ]);
  // One namespace per build: during a rolling update the old and the new build never read each other's pages.
  let buildId = 'unknown-build';
  try {
    buildId = readFileSync(join(options.serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {}
  const keyPrefix = `${process.env.REDIS_KEY_PREFIX?.trim() || 'site'}:${buildId}:`;
  // The probe's own connection: it never queues commands while Redis is away, and backs off to one attempt a second.
  const probe = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: REDIS_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, PROBE_INTERVAL_MS) },
  });
  /** The last connection error, the reason an outage is logged with ('The client is offline' says nothing). */
  let lastError = 'no connection yet';
  const cache = new FallbackCache({
    local,
    probe: { ping: () => (probe.isReady ? probe.ping() : Promise.reject(new Error(lastError))) },
    // Created only once Redis has answered: the handler's first connection would otherwise fail unhandled.
    remote: () =>
      new RedisStringsHandler({
        redisUrl: url,
        database: 0,
        keyPrefix,
        getTimeoutMs: REDIS_TIMEOUT_MS,
        // Never exit the process because of Redis: the local cache carries on.
        killContainerOnErrorThreshold: 0,
        // The package's type leaves `socket` out of clientOptions, but it spreads them last into createClient.
        clientOptions: /** @type {any} */ ({
          socket: {
            connectTimeout: REDIS_TIMEOUT_MS,
            reconnectStrategy: (/** @type {number} */ retries) => Math.min(100 * 2 ** retries, 5_000),
          },
        }),
      }),
  });
  // Connection errors are the probe's business (check() logs the outage once); without a listener they would throw.
  probe.on('error', (error) => (lastError = message(error)));
  quietWhileAway(cache, probe);
  // The first check waits for the first connection (or its failure), so a start never logs an outage it had not.
  await withTimeout(probe.connect(), REDIS_TIMEOUT_MS, 'Redis connect').catch(() => {});
  await cache.check();
  setInterval(() => void cache.check(), PROBE_INTERVAL_MS).unref();
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
