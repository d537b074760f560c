// @ts-check
/**
 * The shared cache with its local fallback (lib/server/cache/handler.mjs builds it): reads, writes and revalidations go
 * to Redis while it answers within REDIS_TIMEOUT_MS, and to this instance's local cache while it does not. What
 * each part protects against, and the spec that shows it: docs/decisions.md ("The shared cache's handler").
 */
import { diagnose, emit, publish } from './state.mjs';

/**
 * @typedef {import('./status').CacheStatus} CacheStatus
 * @typedef {{ get: Function, set: Function, revalidateTag: Function, resetRequestCache?: Function }} Cache
 * @typedef {{ ping: () => Promise<unknown>, verify?: () => Promise<unknown> }} Probe
 */

/** A Redis operation slower than this counts as Redis being away (a page never waits longer for its cache). */
export const REDIS_TIMEOUT_MS = 1_000;
/** How often a degraded instance checks whether Redis is back, and a healthy one that Redis is still fast. */
export const PROBE_INTERVAL_MS = 1_000;
/**
 * How long an instance reuses an entry it has just read from Redis: every read otherwise parses the whole page
 * again (a third of the throughput under load, docs/benchmarks.md#load). It bounds how late a revalidation through
 * another instance is seen; this instance's own writes and revalidations clear it at once.
 */
const SHARED_READ_REUSE_MS = 1_000;
/** Entries kept for that reuse at most (the oldest go first). */
const SHARED_READ_REUSE_ENTRIES = 500;

/** @template T @param {Promise<T>} promise @param {number} ms @param {string} what @returns {Promise<T>} */
export function withTimeout(promise, ms, what) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return /** @type {Promise<T>} */ (Promise.race([promise, timeout])).finally(() => clearTimeout(timer));
}

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
