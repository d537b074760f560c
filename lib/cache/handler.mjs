// @ts-check
/**
 * Next's incremental cache (ISR pages and the data cache of `fetch`) for server mode: next.config.mjs points
 * `cacheHandler` at this file. Plain JavaScript because Next loads it at run time as it is, outside its bundles
 * (and `output: 'standalone'` copies it as it is).
 *
 * - REDIS_URL unset: Next's own file-system cache, exactly what the server used before (one cache per process).
 * - REDIS_URL set: the shared cache of @fortedigital/nextjs-cache-handler's redis-strings handler, so a page
 *   regenerated or a tag revalidated by any instance is what every instance serves. It keeps nothing in memory
 *   between requests and needs no keyspace events: a Redis at its defaults (as managed services ship) works.
 *   Every write also goes to the local cache, whose memory part is bounded (Next's LRU, `cacheMaxMemorySize`).
 * - Redis down or slow: every read, write and revalidation goes to the local cache until Redis answers again;
 *   one line is logged when Redis goes away and one when it is back. Tags revalidated meanwhile are replayed on
 *   Redis when it returns, so no instance keeps serving a page that was revalidated during the outage.
 * - Redis answering but unusable (wrong password, a read-only replica, a command the user may not run, full with
 *   no eviction): the same fallback, and one line naming the problem, never "not answering".
 *
 * The state and the events (cache results, revalidations, state changes) are process singletons read by
 * lib/cache/status.ts (GET /api/health, POST /api/revalidate, metrics), which Next bundles separately.
 */
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { processSingleton } from '../process-singleton.mjs';
import { CACHE_EVENTS, CACHE_STATUS } from './status-key.mjs';

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
 * @typedef {import('./status').CacheEvent} CacheEvent
 * @typedef {NonNullable<CacheStatus['problem']>} Problem
 * @typedef {{ get: Function, set: Function, revalidateTag: Function, resetRequestCache?: Function }} Cache
 * @typedef {{ ping: () => Promise<unknown>, verify?: () => Promise<unknown> }} Probe
 */

/** The state GET /api/health and the metrics read (lib/cache/status.ts, cacheStatus). */
const published = () => processSingleton(CACHE_STATUS, () => ({ current: /** @type {CacheStatus | null} */ (null) }));
/** The listeners lib/cache/status.ts registers (onCacheEvent). */
const listeners = () =>
  processSingleton(CACHE_EVENTS, () => ({ listeners: new Set(/** @type {((event: CacheEvent) => void)[]} */ ([])) })).listeners;

/** Tells every listener of lib/cache/status.ts; a listener that throws never breaks a request. @param {CacheEvent} event */
export function emit(event) {
  for (const listener of listeners()) {
    try {
      listener(event);
    } catch {}
  }
}

/**
 * @param {CacheStatus['mode']} mode @param {string | null} [reason] @param {number} [pendingTags]
 * @param {Problem | null} [problem]
 */
function publish(mode, reason = null, pendingTags = 0, problem = null) {
  const now = Date.now();
  const previous = published().current;
  // Time spent degraded, summed over the process's life: closed outages plus the one under way.
  let degradedSeconds = previous?.degradedSeconds ?? 0;
  let degradedSince = previous?.degradedSince ?? null;
  if (degradedSince !== null && mode !== 'degraded') {
    degradedSeconds += (now - degradedSince) / 1000;
    degradedSince = null;
  }
  if (degradedSince === null && mode === 'degraded') degradedSince = now;
  const changed = !previous || previous.mode !== mode;
  /** @type {CacheStatus} */
  const status = {
    mode,
    since: changed ? new Date(now).toISOString() : previous.since,
    reason,
    problem: mode === 'degraded' ? (problem ?? 'unreachable') : null,
    pendingTags,
    degradedSeconds,
    degradedSince,
  };
  published().current = status;
  if (changed || previous.problem !== status.problem)
    emit({ type: 'state', mode, previous: previous?.mode ?? null, problem: status.problem, reason, since: status.since });
  return status;
}

/**
 * Redis answered, but the cache cannot use it: what to say instead of "not answering". Anything else (refused,
 * reset, timed out, still loading its data) is an outage.
 * @param {unknown} error @returns {{ problem: Problem, reason: string }}
 */
export function diagnose(error) {
  const text = message(error);
  /** @type {[RegExp, string][]} */
  const misconfigurations = [
    [/WRONGPASS/, 'Redis refused the user name or password in REDIS_URL'],
    [/NOAUTH/, 'Redis requires a password and REDIS_URL has none'],
    [/READONLY/, 'REDIS_URL points at a read-only replica: the cache writes, so it needs the primary'],
    [
      /NOPERM/,
      'the Redis user in REDIS_URL may not run a command the cache needs (it needs the string, hash and keyspace commands on its keys)',
    ],
    [/unknown command|unknown subcommand/i, 'Redis lacks a command the cache needs (renamed or disabled on this server)'],
    [/^OOM\b/, 'Redis is full and evicts nothing: set maxmemory-policy to an allkeys-* or volatile-* policy, or raise maxmemory'],
    [/^MISCONF\b/, 'Redis refuses writes because it cannot save its snapshot'],
  ];
  for (const [pattern, explanation] of misconfigurations) {
    if (pattern.test(text)) return { problem: 'misconfigured', reason: `${explanation} (${text})` };
  }
  return { problem: 'unreachable', reason: text };
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
    /** Whether the outage has been logged (once per outage), and the misconfiguration it named. */
    this.outageLogged = false;
    /** @type {string | null} */
    this.loggedReason = null;
    /** Entries just read from Redis, by key (see SHARED_READ_REUSE_MS). @type {Map<string, { value: any, until: number }>} */
    this.recent = new Map();
    this.now = () => Date.now();
    /** The probe under way, if any. @type {Promise<void> | null} */
    this.checking = null;
  }

  /** Redis answered: shared again (the remote handler is created on the first success, see check()). */
  async up() {
    // Answering is not enough: a replica, a wrong password or a missing permission shows only when the cache
    // writes. Checked on every way back to shared, so a failover to a replica is named too.
    if (this.status.mode !== 'shared' && this.probe?.verify) {
      await withTimeout(Promise.resolve(this.probe.verify()), this.timeoutMs, 'Redis write check');
    }
    if (!this.remote) {
      // Made once: a start that times out is waited for again on the next probe, not replaced.
      const remote = (this.candidate ??= this.makeRemote());
      // revalidateTag([]) resolves once the handler is ready, and changes nothing.
      await withTimeout(Promise.resolve(remote.revalidateTag([])), 10 * this.timeoutMs, 'Redis cache handler start');
      this.remote = remote;
    }
    if (this.pendingTags.size > 0) {
      const tags = [...this.pendingTags];
      await withTimeout(Promise.resolve(this.remote.revalidateTag(tags)), 10 * this.timeoutMs, 'Redis revalidateTag');
      this.pendingTags.clear();
      emit({ type: 'revalidation', outcome: 'replayed', tags: tags.length });
    }
    if (this.status.mode !== 'shared' && this.outageLogged) this.log('[cache] Redis is back: the cache is shared again');
    this.outageLogged = false;
    this.loggedReason = null;
    this.status = publish('shared');
  }

  /** @param {unknown} error */
  down(error) {
    if (!this.probe) return;
    const { problem, reason } = diagnose(error);
    // One line per outage, and one more if what is wrong changes (an outage that turns out to be a replica).
    const line =
      problem === 'misconfigured'
        ? `[cache] Redis cannot be used: ${reason}. Serving from this instance's local cache until it is fixed`
        : `[cache] Redis is not answering (${reason}): serving from this instance's local cache until it is back`;
    if (!this.outageLogged || (problem === 'misconfigured' && this.loggedReason !== reason)) {
      this.log(line);
      this.outageLogged = true;
      this.loggedReason = problem === 'misconfigured' ? reason : null;
    }
    this.status = publish('degraded', reason, this.pendingTags.size, problem);
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
      // A misconfiguration stays until someone fixes it: checked again every probe, logged once.
      if (this.status.problem === 'misconfigured' && this.probe.verify) {
        await withTimeout(Promise.resolve(this.probe.verify()), this.timeoutMs, 'Redis write check');
      }
      // After an outage the probe's connection is back before the handler's own: sharing again before that would
      // fail its first call and count as a second outage.
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
    if (recent && recent.until > this.now()) return this.result(recent.value, 'shared', ctx);
    const remote = await this.onRemote((cache) => cache.get(key, ctx), 'Redis get');
    // A miss while Redis answers is a miss: the local copy may be one another instance has revalidated.
    if (remote.ok && (remote.value || this.shared)) {
      if (remote.value) {
        this.recent.delete(key);
        this.recent.set(key, { value: remote.value, until: this.now() + SHARED_READ_REUSE_MS });
        if (this.recent.size > SHARED_READ_REUSE_ENTRIES) this.recent.delete(this.recent.keys().next().value ?? '');
      }
      return this.result(remote.value, 'shared', ctx);
    }
    return this.result(await this.local.get(key, ctx), 'local', ctx);
  }

  /**
   * Reports a read to the listeners: a miss, a stale entry (past its revalidation time, Next regenerates it
   * after answering with it) or a hit, which cache answered, and Next's kind of entry (FETCH, APP_PAGE, …): the
   * one Next asked for, so a miss has a kind too.
   * @template T @param {T} entry @param {'shared' | 'local'} source @param {any} ctx @returns {T}
   */
  result(entry, source, ctx) {
    const value = /** @type {any} */ (entry);
    const staleAt = value?.lifespan?.staleAt;
    const result = !value ? 'miss' : typeof staleAt === 'number' && staleAt * 1000 < this.now() ? 'stale' : 'hit';
    emit({ type: 'result', result, source, kind: ctx?.kind ?? value?.value?.kind ?? null });
    return entry;
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
    const count = [tags].flat().length;
    if (!remote.ok && this.probe) {
      for (const tag of [tags].flat()) this.pendingTags.add(tag);
      this.status = publish(this.status.mode, this.status.reason, this.pendingTags.size, this.status.problem);
    }
    // shared: every instance; queued: this one now, the others once Redis is back; local: no Redis configured.
    emit({ type: 'revalidation', outcome: remote.ok ? 'shared' : this.probe ? 'queued' : 'local', tags: count });
  }

  resetRequestCache() {
    this.local.resetRequestCache?.();
    this.remote?.resetRequestCache?.();
  }
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/**
 * How long Redis keeps an entry past its revalidation time. Next answers with a stale entry and regenerates it
 * behind the response, so a page kept a day longer never makes a visitor wait for a render.
 */
const STALE_KEPT_SECONDS = 24 * 60 * 60;

/** @param {Record<string, unknown> | undefined} headers @returns {string[]} */
function tagsOfPage(headers) {
  const tags = headers?.['x-next-cache-tags'];
  if (Array.isArray(tags)) return tags.map(String);
  return typeof tags === 'string' ? tags.split(',') : [];
}

/**
 * Next's cache interface over the redis-strings handler of @fortedigital/nextjs-cache-handler: what the package's
 * own CacheHandler class does (tags, implicit tags, lifespan), except that a failed Redis call reaches
 * FallbackCache instead of being swallowed, so a revalidation Redis missed is queued and replayed.
 * @param {{ get: Function, set: Function, revalidateTag: Function }} handler @param {() => number} [now]
 * @returns {Cache}
 */
export function nextInterface(handler, now = Date.now) {
  return {
    async get(/** @type {string} */ key, /** @type {any} */ ctx) {
      return (await handler.get(key, { implicitTags: ctx?.softTags ?? [] })) ?? null;
    },
    async set(/** @type {string} */ key, /** @type {any} */ data, /** @type {any} */ ctx) {
      const revalidate = data?.kind === 'FETCH' ? data.revalidate : (ctx?.cacheControl?.revalidate ?? ctx?.revalidate);
      const lastModified = Math.round(ctx?.internal_lastModified ?? now());
      const lastModifiedAt = Math.floor(lastModified / 1000);
      const staleAge = typeof revalidate === 'number' && revalidate > 0 ? revalidate : ONE_YEAR_SECONDS;
      const expireAge = staleAge + STALE_KEPT_SECONDS;
      const lifespan = {
        lastModifiedAt,
        revalidate,
        staleAge,
        staleAt: lastModifiedAt + staleAge,
        expireAge,
        expireAt: lastModifiedAt + expireAge,
      };
      const tags = data?.kind === 'APP_PAGE' ? tagsOfPage(data.headers) : (ctx?.tags ?? []);
      await handler.set(key, { lastModified, lifespan, tags, value: data }, { setOnlyIfNotExists: ctx?.setOnlyIfNotExists });
    },
    async revalidateTag(/** @type {string | string[]} */ tags) {
      for (const tag of [tags].flat()) await handler.revalidateTag(tag);
    },
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
  const keyPrefix = `${process.env.REDIS_KEY_PREFIX?.trim() || 'site'}:${buildId}:`;
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
