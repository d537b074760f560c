/**
 * @jest-environment node
 */
import type { CodeGrantConfig } from './code-grant';
import { clearedCookie, cookieName, readCookie, sessionCookie, stateCookie } from './cookies';
import { callback, signIn, signOut } from './routes';
import { createSessions } from './sessions';
import { memoryStore } from './store';

const TOKEN = 'marker-token-route-4f1e';
const SECRET = 'client-secret-of-the-test-app-0123456789';

const config = (siteUrl = 'https://www.example.com'): CodeGrantConfig => ({
  apiBase: 'https://public-api.wordpress.com',
  site: 'example.wordpress.com',
  clientId: '81234',
  siteUrl,
  clientSecret: SECRET,
});

/** WordPress.com's token endpoint: records the form, answers with the marker token (or `status`). */
function tokenEndpoint(status = 200) {
  const forms: URLSearchParams[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    expect(url).toBe('https://public-api.wordpress.com/oauth2/token');
    forms.push(new URLSearchParams(String(init.body)));
    return Response.json(status === 200 ? { access_token: TOKEN, token_type: 'bearer', blog_id: 42, scope: '' } : { error: 'x' }, {
      status,
    });
  }) as unknown as typeof fetch;
  return { forms, fetchImpl };
}

const post = (path: string, cookie = '', body = '') =>
  new Request(`https://www.example.com${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    body,
  });

/** The Set-Cookie headers of a response, by cookie name. */
const setCookies = (response: Response) =>
  Object.fromEntries(response.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]));

/** Sign-in and WordPress.com's approval: the callback request the browser then makes, and its state cookie. */
async function approved(deps: Parameters<typeof signIn>[1], id = '') {
  const started = await signIn(new Request(`https://www.example.com/blog/drafts/sign-in${id ? `?id=${id}` : ''}`), deps);
  expect(started.status).toBe(303);
  const authorize = new URL(started.headers.get('location')!);
  const state = authorize.searchParams.get('state')!;
  const cookie = setCookies(started)['__Secure-drafts-state']!.split(';')[0]!;
  const request = (fields: Record<string, string>, withCookie = cookie) =>
    new Request(`https://www.example.com/blog/drafts/callback?${new URLSearchParams(fields)}`, { headers: { cookie: withCookie } });
  return { authorize, state, cookie, request };
}

describe('cookies', () => {
  it('are HttpOnly, SameSite=Lax, scoped to the drafts paths, and Secure (with the prefix) on an https site', () => {
    expect(sessionCookie('https://www.example.com', 'abc')).toBe(
      '__Secure-drafts-session=abc; Path=/blog/drafts; HttpOnly; SameSite=Lax; Secure',
    );
    expect(stateCookie('https://www.example.com', 'st')).toBe(
      '__Secure-drafts-state=st; Path=/blog/drafts/callback; HttpOnly; SameSite=Lax; Secure; Max-Age=600',
    );
  });

  it('are not Secure on a plain-http site (local development), and keep the rest', () => {
    expect(sessionCookie('http://localhost:3000', 'abc')).toBe('drafts-session=abc; Path=/blog/drafts; HttpOnly; SameSite=Lax');
    expect(cookieName('state', 'http://localhost:3000')).toBe('drafts-state');
  });

  it('are removed with the same name and path', () => {
    expect(clearedCookie('session', 'https://www.example.com')).toBe(
      '__Secure-drafts-session=; Path=/blog/drafts; HttpOnly; SameSite=Lax; Secure; Max-Age=0',
    );
  });

  it('are read from a Cookie header by exact name', () => {
    expect(readCookie('a=1; drafts-session=xyz; drafts-session-old=no', 'drafts-session')).toBe('xyz');
    expect(readCookie(null, 'drafts-session')).toBeNull();
    expect(readCookie('xdrafts-session=1', 'drafts-session')).toBeNull();
  });
});

describe('the code grant routes', () => {
  let deps: Parameters<typeof signIn>[1] & { fetchImpl: typeof fetch };
  let forms: URLSearchParams[];
  beforeEach(() => {
    const endpoint = tokenEndpoint();
    forms = endpoint.forms;
    deps = { config: config(), sessions: createSessions(memoryStore()), fetchImpl: endpoint.fetchImpl };
  });

  it('sends the editor to the authorize page for a code, with a state bound to this browser', async () => {
    const { authorize, state, cookie } = await approved(deps);
    expect(`${authorize.origin}${authorize.pathname}`).toBe('https://public-api.wordpress.com/oauth2/authorize');
    expect(Object.fromEntries(authorize.searchParams)).toEqual({
      client_id: '81234',
      redirect_uri: 'https://www.example.com/blog/drafts/callback',
      response_type: 'code',
      blog: 'example.wordpress.com',
      state,
    });
    expect(cookie).toBe(`__Secure-drafts-state=${state}`);
    // Never the secret in an address.
    expect(authorize.href).not.toContain(SECRET);
  });

  it('trades the code on the server and gives the browser a session cookie, never the token', async () => {
    const { state, request } = await approved(deps, '7001');
    const response = await callback(request({ code: 'one-time-code', state }), deps);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/blog/drafts?id=7001');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(Object.fromEntries(forms[0]!)).toEqual({
      client_id: '81234',
      client_secret: SECRET,
      redirect_uri: 'https://www.example.com/blog/drafts/callback',
      code: 'one-time-code',
      grant_type: 'authorization_code',
    });
    const cookies = setCookies(response);
    expect(cookies['__Secure-drafts-state']).toMatch(/Max-Age=0/);
    const session = readCookie(cookies['__Secure-drafts-session']!.split(';')[0]!, '__Secure-drafts-session')!;
    expect(await deps.sessions.read(session)).toEqual({ accessToken: TOKEN, siteId: '42' });
    const everything = [...response.headers].join('\n') + (await response.text());
    expect(everything).not.toContain(TOKEN);
    expect(everything).not.toContain(SECRET);
  });

  it('refuses a return whose state is not the one this browser holds, and uses nothing of it', async () => {
    const { state, request } = await approved(deps);
    const other = await approved(deps);
    for (const wrong of [
      request({ code: 'c', state: other.state }),
      request({ code: 'c', state }, other.cookie),
      request({ code: 'c', state }, ''),
      request({ code: 'c' }),
    ]) {
      const response = await callback(wrong, deps);
      expect(response.headers.get('location')).toBe('/blog/drafts?notice=wrong-state');
      expect(setCookies(response)['__Secure-drafts-session']).toBeUndefined();
    }
    expect(forms).toHaveLength(0);
  });

  it('uses a state once: the same return replayed is refused', async () => {
    const { state, request } = await approved(deps);
    expect((await callback(request({ code: 'c', state }), deps)).headers.get('location')).toBe('/blog/drafts');
    expect((await callback(request({ code: 'c', state }), deps)).headers.get('location')).toBe('/blog/drafts?notice=wrong-state');
    expect(forms).toHaveLength(1);
  });

  it('says so when the editor denies, or WordPress.com refuses the code', async () => {
    const first = await approved(deps, '7003');
    const denied = await callback(first.request({ error: 'access_denied', state: first.state }), deps);
    expect(denied.headers.get('location')).toBe('/blog/drafts?id=7003&notice=denied');
    const refusing = { ...deps, fetchImpl: tokenEndpoint(400).fetchImpl };
    const second = await approved(refusing);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const failed = await callback(second.request({ code: 'spent-code', state: second.state }), refusing);
    expect(failed.headers.get('location')).toBe('/blog/drafts?notice=failed');
    expect(errors.mock.calls.join(' ')).not.toContain('spent-code');
    errors.mockRestore();
  });

  it('signs out: the session ends on the server and the cookie is removed', async () => {
    const { state, request } = await approved(deps);
    const signedIn = await callback(request({ code: 'c', state }), deps);
    const cookie = setCookies(signedIn)['__Secure-drafts-session']!.split(';')[0]!;
    const id = cookie.slice(cookie.indexOf('=') + 1);
    const response = await signOut(post('/blog/drafts/sign-out', cookie), deps);
    expect(response.headers.get('location')).toBe('/blog/drafts');
    expect(setCookies(response)['__Secure-drafts-session']).toMatch(/Max-Age=0/);
    expect(await deps.sessions.read(id)).toBeNull();
  });

  it('refuses a sign-out another site posted', async () => {
    const forged = new Request('https://www.example.com/blog/drafts/sign-out', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect((await signOut(forged, deps)).status).toBe(403);
  });

  it('does not exist without a client secret (the implicit grant)', async () => {
    const none = { ...deps, config: null };
    expect((await signIn(new Request('https://www.example.com/blog/drafts/sign-in'), none)).status).toBe(404);
    expect((await callback(new Request('https://www.example.com/blog/drafts/callback?code=c'), none)).status).toBe(404);
    expect((await signOut(post('/blog/drafts/sign-out'), none)).status).toBe(404);
  });
});
