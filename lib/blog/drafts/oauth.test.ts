import {
  acceptReturn,
  authorizeUrl,
  IDLE_LIMIT_MS,
  beginSignIn,
  newState,
  readToken,
  signOut,
  STATE_KEY,
  takeReturn,
  TOKEN_KEY,
  type DraftsConfig,
} from './oauth';

const config: DraftsConfig = {
  apiBase: 'https://public-api.wordpress.com',
  site: 'example.wordpress.com',
  clientId: '81234',
  siteUrl: 'https://www.example.com',
};
const NOW = Date.UTC(2026, 10, 26, 12);
const STATE = 'a-state-this-tab-sent-123456789';

function returned(fields: Record<string, string>) {
  return new URLSearchParams(fields);
}

beforeEach(() => sessionStorage.clear());

describe('the sign-in request', () => {
  it("asks WordPress.com's authorize page for a token for this one site", () => {
    const url = new URL(authorizeUrl(config, STATE));
    expect(`${url.origin}${url.pathname}`).toBe('https://public-api.wordpress.com/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: '81234',
      redirect_uri: 'https://www.example.com/blog/drafts',
      response_type: 'token',
      blog: 'example.wordpress.com',
      state: STATE,
    });
    // Never scope=global: the token reads this site only.
    expect(url.searchParams.has('scope')).toBe(false);
  });

  it('uses a fresh random state of 16 characters or more each time', () => {
    const states = new Set(Array.from({ length: 50 }, () => newState()));
    expect(states.size).toBe(50);
    for (const state of states) expect(state).toMatch(/^[\w-]{16,}$/);
  });

  it('keeps the state, and the post the editor was after, in sessionStorage', () => {
    const url = new URL(beginSignIn(sessionStorage, config, 7001, STATE));
    expect(url.searchParams.get('state')).toBe(STATE);
    expect(JSON.parse(sessionStorage.getItem(STATE_KEY)!)).toEqual({ state: STATE, id: 7001 });
  });
});

describe('the return from WordPress.com', () => {
  const token = { access_token: 'tok', expires_in: '1209600', token_type: 'bearer', site_id: '230000001', scope: '' };

  it('keeps the token until it expires, with the site it is for', () => {
    beginSignIn(sessionStorage, config, 7001, STATE);
    const result = acceptReturn(returned({ ...token, state: STATE }), sessionStorage, NOW);
    expect(result).toEqual({
      kind: 'signed-in',
      id: 7001,
      token: { accessToken: 'tok', expiresAt: NOW + 1_209_600_000, siteId: '230000001', usedAt: NOW },
    });
    expect(readToken(sessionStorage, NOW)).toEqual({
      accessToken: 'tok',
      expiresAt: NOW + 1_209_600_000,
      siteId: '230000001',
      usedAt: NOW,
    });
    expect(sessionStorage.getItem(STATE_KEY)).toBeNull();
  });

  it('refuses a token whose state is not the one this tab sent, and stores nothing', () => {
    beginSignIn(sessionStorage, config, null, STATE);
    expect(acceptReturn(returned({ ...token, state: 'a-forged-state-0000000000' }), sessionStorage, NOW)).toEqual({ kind: 'wrong-state' });
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('refuses a token when this tab started no sign-in, or sent no state back', () => {
    expect(acceptReturn(returned({ ...token, state: STATE }), sessionStorage, NOW)).toEqual({ kind: 'wrong-state' });
    beginSignIn(sessionStorage, config, null, STATE);
    expect(acceptReturn(returned(token), sessionStorage, NOW)).toEqual({ kind: 'wrong-state' });
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('uses a state once: the same return replayed is refused', () => {
    beginSignIn(sessionStorage, config, null, STATE);
    expect(acceptReturn(returned({ ...token, state: STATE }), sessionStorage, NOW).kind).toBe('signed-in');
    sessionStorage.removeItem(TOKEN_KEY);
    expect(acceptReturn(returned({ ...token, state: STATE }), sessionStorage, NOW)).toEqual({ kind: 'wrong-state' });
  });

  it('reports a denial (with the right state) and stores no token', () => {
    beginSignIn(sessionStorage, config, 7003, STATE);
    expect(acceptReturn(returned({ error: 'access_denied', state: STATE }), sessionStorage, NOW)).toEqual({ kind: 'denied', id: 7003 });
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('refuses a token that is not a bearer token', () => {
    beginSignIn(sessionStorage, config, null, STATE);
    expect(acceptReturn(returned({ ...token, token_type: 'mac', state: STATE }), sessionStorage, NOW).kind).toBe('denied');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('is nothing at all on an ordinary visit', () => {
    beginSignIn(sessionStorage, config, null, STATE);
    expect(acceptReturn(new URLSearchParams(), sessionStorage, NOW)).toEqual({ kind: 'none' });
    // A sign-in still under way keeps its state.
    expect(sessionStorage.getItem(STATE_KEY)).not.toBeNull();
  });
});

describe('the stored token', () => {
  it('is forgotten once expired', () => {
    sessionStorage.setItem(TOKEN_KEY, JSON.stringify({ accessToken: 'tok', expiresAt: NOW, siteId: null, usedAt: NOW - 60_000 }));
    expect(readToken(sessionStorage, NOW - 1)).not.toBeNull();
    expect(readToken(sessionStorage, NOW)).toBeNull();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('is forgotten after 8 hours without use, not after the 14 days WordPress.com grants', () => {
    const lifetime = 14 * 24 * 3600 * 1000;
    sessionStorage.setItem(TOKEN_KEY, JSON.stringify({ accessToken: 'tok', expiresAt: NOW + lifetime, siteId: null, usedAt: NOW }));
    expect(IDLE_LIMIT_MS).toBe(8 * 3600 * 1000);
    expect(readToken(sessionStorage, NOW + IDLE_LIMIT_MS)).toBeNull();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('counts the 8 hours from the last use: each read starts them again', () => {
    sessionStorage.setItem(TOKEN_KEY, JSON.stringify({ accessToken: 'tok', expiresAt: NOW + 86_400_000, siteId: null, usedAt: NOW }));
    const hours = (n: number) => NOW + n * 3600 * 1000;
    expect(readToken(sessionStorage, hours(7))?.usedAt).toBe(hours(7));
    expect(readToken(sessionStorage, hours(14))?.usedAt).toBe(hours(14));
    expect(JSON.parse(sessionStorage.getItem(TOKEN_KEY)!)).toMatchObject({ usedAt: hours(14) });
    expect(readToken(sessionStorage, hours(22))).toBeNull();
  });

  it('is forgotten when malformed, or stored before the idle limit (no usedAt)', () => {
    const old = JSON.stringify({ accessToken: 'x', expiresAt: NOW + 1000, siteId: null });
    for (const bad of ['not json', '{"accessToken":""}', '{"accessToken":"x"}', 'null', old]) {
      sessionStorage.setItem(TOKEN_KEY, bad);
      expect(readToken(sessionStorage, NOW)).toBeNull();
    }
  });

  it('is gone after Sign out, with any sign-in under way', () => {
    beginSignIn(sessionStorage, config, null, STATE);
    sessionStorage.setItem(TOKEN_KEY, JSON.stringify({ accessToken: 'tok', expiresAt: NOW + 1000, siteId: null, usedAt: NOW }));
    signOut(sessionStorage);
    expect([sessionStorage.getItem(TOKEN_KEY), sessionStorage.getItem(STATE_KEY)]).toEqual([null, null]);
  });
});

describe('takeReturn', () => {
  it('takes the fragment out of the address, keeping the post asked for', () => {
    const { params, address } = takeReturn({
      pathname: '/blog/drafts',
      search: '?id=7',
      hash: '#access_token=tok&state=s&token_type=bearer',
    });
    expect(params.get('access_token')).toBe('tok');
    expect(address).toBe('/blog/drafts?id=7');
  });

  it('takes an error WordPress.com put in the query, too', () => {
    const { params, address } = takeReturn({ pathname: '/blog/drafts', search: '?error=access_denied&state=s', hash: '' });
    expect([params.get('error'), params.get('state')]).toEqual(['access_denied', 's']);
    expect(address).toBe('/blog/drafts');
  });

  it('leaves an ordinary address alone', () => {
    expect(takeReturn({ pathname: '/blog/drafts', search: '?id=7', hash: '#before-you-publish' }).address).toBeNull();
  });
});
