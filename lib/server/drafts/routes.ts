import { requestedId } from '../../blog/drafts/oauth';
import { codeAuthorizeUrl, exchangeCode, type CodeGrantConfig } from './code-grant';
import { clearedCookie, cookieName, readCookie, sessionCookie, stateCookie } from './cookies';
import { sameSecret, type Sessions } from './sessions';

/*
 * The three routes of server mode's sign-in (app/blog/drafts/{sign-in,callback,sign-out}/route.server.ts), as
 * functions of the request: sign-in starts a pending state and sends the editor to WordPress.com, the callback
 * checks the state and trades the code for the token on the server, sign-out ends the session. Every answer is a
 * 303 back to the page (or on to WordPress.com) that no cache keeps.
 */

export type RouteDeps = { config: CodeGrantConfig | null; sessions: Sessions; fetchImpl?: typeof fetch };

/** Why the page shows the sign-in again (?notice=): the page's DraftsNotice values. */
type ReturnNotice = 'wrong-state' | 'denied' | 'failed';

const DRAFTS = '/blog/drafts';

function redirect(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'private, no-store' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}

/** Back to the page, at the post the editor was after, saying why when the sign-in did not happen. */
function back(notice: ReturnNotice | null, id: number | null, cookies: string[]): Response {
  const query = new URLSearchParams();
  if (id !== null) query.set('id', String(id));
  if (notice) query.set('notice', notice);
  return redirect(query.size > 0 ? `${DRAFTS}?${query}` : DRAFTS, cookies);
}

const notFound = () => new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'private, no-store' } });

/** A form another site posted (the browser says so): refused, whatever cookies it carried. */
const crossSite = (request: Request) => request.headers.get('sec-fetch-site') === 'cross-site';

/**
 * GET {SIGN_IN_PATH}?id=… (the post to come back to). A link, not a form: a form's submission may not be
 * redirected off the site (form-action 'self'). Whoever follows it only reaches WordPress.com's consent page.
 */
export async function signIn(request: Request, { config, sessions }: RouteDeps): Promise<Response> {
  if (!config) return notFound();
  const id = requestedId(new URL(request.url).search);
  try {
    const state = await sessions.begin({ id });
    return redirect(codeAuthorizeUrl(config, state), [stateCookie(config.siteUrl, state)]);
  } catch (error) {
    console.error(`[drafts] the sign-in could not start: ${error instanceof Error ? error.message : String(error)}`);
    return back('failed', id, []);
  }
}

/** GET {CALLBACK_PATH}?code=…&state=… (or ?error=…&state=…): WordPress.com's return. */
export async function callback(request: Request, { config, sessions, fetchImpl }: RouteDeps): Promise<Response> {
  if (!config) return notFound();
  const { siteUrl } = config;
  const query = new URL(request.url).searchParams;
  const cookies = request.headers.get('cookie');
  const fromCookie = readCookie(cookies, cookieName('state', siteUrl));
  const state = query.get('state') ?? '';
  // The state cookie is spent whatever happens next.
  const spent = [clearedCookie('state', siteUrl)];
  try {
    const pending = fromCookie && state && sameSecret(fromCookie, state) ? await sessions.take(state) : null;
    if (!pending) return back('wrong-state', null, spent);
    const code = query.get('code');
    if (query.has('error') || !code) return back('denied', pending.id, spent);
    const token = await exchangeCode(config, code, fetchImpl);
    // A new sign-in replaces the browser's earlier session, which ends here rather than idling for hours.
    const earlier = readCookie(cookies, cookieName('session', siteUrl));
    if (earlier) await sessions.end(earlier);
    const id = await sessions.start(token);
    return back(null, pending.id, [...spent, sessionCookie(siteUrl, id)]);
  } catch (error) {
    // Never the code or the answer: the error says only what failed.
    console.error(`[drafts] the sign-in failed: ${error instanceof Error ? error.message : String(error)}`);
    return back('failed', null, spent);
  }
}

/** POST {SIGN_OUT_PATH}: the session ends on the server, and its cookie is removed. */
export async function signOut(request: Request, { config, sessions }: RouteDeps): Promise<Response> {
  if (!config) return notFound();
  if (crossSite(request)) return new Response('Forbidden', { status: 403 });
  const id = readCookie(request.headers.get('cookie'), cookieName('session', config.siteUrl));
  try {
    if (id) await sessions.end(id);
  } catch (error) {
    console.error(`[drafts] the session could not be ended: ${error instanceof Error ? error.message : String(error)}`);
    return back('failed', null, []);
  }
  return back(null, null, [clearedCookie('session', config.siteUrl)]);
}
