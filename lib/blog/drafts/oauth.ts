/*
 * Signing in to WordPress.com from the drafts page: the implicit OAuth2 grant, the flow WordPress.com offers
 * browser apps (no secret can live in a static site). The token it returns reads one site (`blog=`, never
 * scope=global) and stays in this tab's sessionStorage until it expires, goes 8 hours unused or the editor signs out.
 * (Server mode with WPCOM_CLIENT_SECRET uses the authorization-code grant instead: lib/server/drafts/.)
 */

export type DraftsConfig = {
  /** Origin of the WordPress.com REST API (also where its authorize page lives). */
  apiBase: string;
  /** The configured WordPress.com site (id or domain). */
  site: string;
  /** The WordPress.com app's Client ID. */
  clientId: string;
  /** The site's canonical origin: the redirect URL registered with the app is derived from it. */
  siteUrl: string;
};

/** The only page that ever holds or sends the token. */
const DRAFTS_PATH = '/blog/drafts';

/**
 * Server mode's sign-in with the authorization-code grant (lib/server/drafts/): the page posts to SIGN_IN_PATH
 * and SIGN_OUT_PATH, and WordPress.com returns the editor to CALLBACK_PATH (the app's registered redirect URL).
 */
export const SIGN_IN_PATH = `${DRAFTS_PATH}/sign-in`;
export const SIGN_OUT_PATH = `${DRAFTS_PATH}/sign-out`;
export const CALLBACK_PATH = `${DRAFTS_PATH}/callback`;

export const STATE_KEY = 'blog-drafts:sign-in';
export const TOKEN_KEY = 'blog-drafts:token';

/** WordPress.com's implicit-grant tokens last two weeks; used when the return omits expires_in. */
const DEFAULT_LIFETIME_SECONDS = 14 * 24 * 3600;

/**
 * A sign-in unused this long is forgotten, whatever WordPress.com's lifetime: a token left in a forgotten tab
 * is one less thing to steal. Each page load that uses the token starts the count again.
 */
export const IDLE_LIMIT_MS = 8 * 3600 * 1000;

export type StoredToken = {
  accessToken: string;
  expiresAt: number;
  siteId: string | null;
  /** When the token was last used (a page load that read it). */
  usedAt: number;
};

/** What an API call needs of a sign-in, in the browser (StoredToken) or on the server (a session). */
export type ApiToken = Pick<StoredToken, 'accessToken' | 'siteId'>;

/** What this tab sent to the authorize page: the state to check, and the post to come back to. */
type PendingSignIn = { state: string; id: number | null };

export function redirectUri(config: Pick<DraftsConfig, 'siteUrl'>): string {
  return `${config.siteUrl}${DRAFTS_PATH}`;
}

export function authorizeUrl(config: DraftsConfig, state: string): string {
  const query = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: redirectUri(config),
    response_type: 'token',
    blog: config.site,
    state,
  });
  return `${config.apiBase}/oauth2/authorize?${query}`;
}

/** 24 random bytes as base64url: 32 characters, from the platform's CSPRNG. */
export function newState(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = random(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Stores a fresh state (and the post the editor was after) and returns the authorize page's address. */
export function beginSignIn(storage: Storage, config: DraftsConfig, id: number | null, state = newState()): string {
  const pending: PendingSignIn = { state, id };
  storage.setItem(STATE_KEY, JSON.stringify(pending));
  return authorizeUrl(config, state);
}

export type SignInResult =
  /** The address carried no answer from WordPress.com. */
  | { kind: 'none' }
  | { kind: 'signed-in'; token: StoredToken; id: number | null }
  /** The state is not the one this tab sent (a forged or replayed return): nothing of it is used. */
  | { kind: 'wrong-state' }
  /** The editor pressed Deny, or WordPress.com refused. */
  | { kind: 'denied'; id: number | null };

function readPending(storage: Storage): PendingSignIn | null {
  try {
    const value = JSON.parse(storage.getItem(STATE_KEY) ?? 'null') as Partial<PendingSignIn> | null;
    if (!value || typeof value.state !== 'string' || value.state.length < 16) return null;
    return { state: value.state, id: typeof value.id === 'number' ? value.id : null };
  } catch {
    return null;
  }
}

/** Compares without an early exit on the first differing character. */
function sameState(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * The answer in WordPress.com's return (`#access_token=…&expires_in=…&token_type=bearer&site_id=…&state=…`, or
 * `error=access_denied`). The pending state is used once, whatever the answer: a second return with it is refused.
 */
export function acceptReturn(params: URLSearchParams, storage: Storage, now = Date.now()): SignInResult {
  const accessToken = params.get('access_token');
  const error = params.get('error');
  if (!accessToken && !error) return { kind: 'none' };
  const pending = readPending(storage);
  storage.removeItem(STATE_KEY);
  const state = params.get('state') ?? '';
  if (!pending || !sameState(state, pending.state)) return { kind: 'wrong-state' };
  if (error || !accessToken || (params.get('token_type') ?? 'bearer').toLowerCase() !== 'bearer') return { kind: 'denied', id: pending.id };
  const seconds = Number(params.get('expires_in'));
  const lifetime = Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_LIFETIME_SECONDS;
  const token: StoredToken = { accessToken, expiresAt: now + lifetime * 1000, siteId: params.get('site_id') || null, usedAt: now };
  storage.setItem(TOKEN_KEY, JSON.stringify(token));
  return { kind: 'signed-in', token, id: pending.id };
}

/**
 * The stored token, marked as used now; null when there is none, it has expired or it went IDLE_LIMIT_MS
 * unused (then it is removed).
 */
export function readToken(storage: Storage, now = Date.now()): StoredToken | null {
  let token: Partial<StoredToken> | null = null;
  try {
    token = JSON.parse(storage.getItem(TOKEN_KEY) ?? 'null') as Partial<StoredToken> | null;
  } catch {}
  const valid =
    token &&
    typeof token.accessToken === 'string' &&
    token.accessToken &&
    typeof token.expiresAt === 'number' &&
    typeof token.usedAt === 'number';
  if (!valid || token!.expiresAt! <= now || token!.usedAt! + IDLE_LIMIT_MS <= now) {
    storage.removeItem(TOKEN_KEY);
    return null;
  }
  const used: StoredToken = {
    accessToken: token!.accessToken!,
    expiresAt: token!.expiresAt!,
    siteId: typeof token!.siteId === 'string' ? token!.siteId : null,
    usedAt: now,
  };
  storage.setItem(TOKEN_KEY, JSON.stringify(used));
  return used;
}

export function signOut(storage: Storage): void {
  storage.removeItem(TOKEN_KEY);
  storage.removeItem(STATE_KEY);
}

/** The post a ?id= names, or null for the list. */
export function requestedId(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  return raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

const RETURN_PARAMS = ['access_token', 'expires_in', 'token_type', 'site_id', 'scope', 'state', 'error', 'error_description'];

/**
 * Takes WordPress.com's answer out of the address (the fragment, or an error in the query) and replaces the
 * address without it, before anything else can read or send it. Returns the answer and the address left.
 */
export function takeReturn(location: Pick<Location, 'pathname' | 'search' | 'hash'>): { params: URLSearchParams; address: string | null } {
  const params = new URLSearchParams(location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(location.search);
  if (query.has('error') && !params.has('error'))
    for (const name of ['error', 'error_description', 'state']) params.set(name, query.get(name) ?? '');
  const returned = RETURN_PARAMS.some((name) => params.has(name));
  if (!returned) return { params: new URLSearchParams(), address: null };
  for (const name of RETURN_PARAMS) query.delete(name);
  const search = query.toString();
  return { params, address: `${location.pathname}${search ? `?${search}` : ''}` };
}
