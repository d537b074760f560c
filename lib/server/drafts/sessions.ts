import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { IDLE_LIMIT_MS, type ApiToken } from '../../blog/drafts/oauth';
import type { KeyValueStore } from './store';

/*
 * Editors' sign-ins in server mode. The browser holds a random session id (its cookie); the store holds, under
 * a hash of that id, the WordPress.com token encrypted with a key derived from the same id: whoever reads the
 * store (a Redis dump, a replica) learns neither the cookie nor the token. A session ends on sign-out or after
 * IDLE_LIMIT_MS without use (the store's expiry, renewed on each use, and the record's own usedAt).
 *
 * A sign-in under way is a pending state: random, kept in the store for PENDING_MS and taken (read and deleted)
 * by the return, so it is used once; the callback also compares it with the browser's state cookie, so a
 * return is accepted only in the browser that started it.
 */

/** How long an editor may take on WordPress.com's consent page. */
export const PENDING_MS = 10 * 60 * 1000;

type SessionRecord = { accessToken: string; siteId: string | null; usedAt: number };
export type Pending = { id: number | null };

const base64url = (bytes: Buffer) => bytes.toString('base64url');
const digest = (label: string, value: string) => createHash('sha256').update(`${label}:${value}`, 'utf8').digest();

/** 32 random bytes as base64url (43 characters): a session id or a state. */
const newSecret = (random: (size: number) => Buffer = randomBytes) => base64url(random(32));

/** Session ids and states look like newSecret's output; anything else is refused before the store is asked. */
const WELL_FORMED = /^[\w-]{43}$/;

function seal(sessionId: string, record: SessionRecord): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', digest('drafts-session-key', sessionId), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(record), 'utf8'), cipher.final()]);
  return base64url(Buffer.concat([iv, cipher.getAuthTag(), body]));
}

function open(sessionId: string, sealed: string): SessionRecord | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', digest('drafts-session-key', sessionId), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const record = JSON.parse(
      Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8'),
    ) as Partial<SessionRecord>;
    if (typeof record.accessToken !== 'string' || !record.accessToken || typeof record.usedAt !== 'number') return null;
    return { accessToken: record.accessToken, siteId: typeof record.siteId === 'string' ? record.siteId : null, usedAt: record.usedAt };
  } catch {
    return null;
  }
}

const sessionKey = (id: string) => `session:${digest('drafts-session-id', id).toString('hex')}`;
const pendingKey = (state: string) => `state:${digest('drafts-state', state).toString('hex')}`;

/** Whether two states are the same, in time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const [x, y] = [digest('compare', a), digest('compare', b)];
  return timingSafeEqual(x, y);
}

export function createSessions(store: KeyValueStore, { now = Date.now, idleMs = IDLE_LIMIT_MS } = {}) {
  return {
    /** A new session for this token; returns its id, the session cookie's value. */
    async start(token: ApiToken): Promise<string> {
      const id = newSecret();
      await store.set(sessionKey(id), seal(id, { ...token, usedAt: now() }), idleMs);
      return id;
    },

    /** The session's token, its idle time started again; null when it ended, expired or never was. */
    async read(id: string): Promise<ApiToken | null> {
      if (!WELL_FORMED.test(id)) return null;
      const sealed = await store.get(sessionKey(id));
      const record = sealed === null ? null : open(id, sealed);
      if (!record || record.usedAt + idleMs <= now()) {
        if (sealed !== null) await store.delete(sessionKey(id));
        return null;
      }
      await store.set(sessionKey(id), seal(id, { ...record, usedAt: now() }), idleMs);
      return { accessToken: record.accessToken, siteId: record.siteId };
    },

    /** Sign-out: the session and its token are gone from the store. */
    async end(id: string): Promise<void> {
      if (WELL_FORMED.test(id)) await store.delete(sessionKey(id));
    },

    /** A sign-in under way, remembering the post the editor was after; returns its state. */
    async begin(pending: Pending): Promise<string> {
      const state = newSecret();
      await store.set(pendingKey(state), JSON.stringify(pending), PENDING_MS);
      return state;
    },

    /** The sign-in this state began, once: a second call with it (a replayed return) gets null. */
    async take(state: string): Promise<Pending | null> {
      if (!WELL_FORMED.test(state)) return null;
      const value = await store.take(pendingKey(state));
      if (value === null) return null;
      try {
        const { id } = JSON.parse(value) as Partial<Pending>;
        return { id: typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null };
      } catch {
        return null;
      }
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
