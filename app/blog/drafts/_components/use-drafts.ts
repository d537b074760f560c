import { useCallback, useEffect, useState } from 'react';
import type { DraftsError } from '@/lib/blog/drafts/api';
import {
  acceptReturn,
  beginSignIn,
  IDLE_LIMIT_MS,
  readToken,
  requestedId,
  signOut as forget,
  takeReturn,
  TOKEN_KEY,
  type DraftsConfig,
} from '@/lib/blog/drafts/oauth';
import type { DraftsCalls, DraftsView } from '@/lib/blog/drafts/session';

/** Why the sign-in button is shown again ('failed': server mode's callback could not complete the sign-in). */
export type DraftsNotice = 'ended' | 'wrong-state' | 'denied' | 'failed' | null;

/** Server mode's code grant: the view the server rendered for this request's session; the hook then does nothing. */
export type ServerRendered = { view: DraftsView; notice: DraftsNotice };

/** The browser pieces the page uses; `calls` replaces the API calls in tests. */
type Browser = { location: Location; history: History; storage: Storage; calls?: DraftsCalls; navigate: (url: string) => void };

const defaultBrowser = (): Browser => ({
  location: window.location,
  history: window.history,
  storage: window.sessionStorage,
  navigate: (url) => window.location.assign(url),
});

const endedSignIn = (error: unknown) =>
  error instanceof Error && error.name === 'DraftsError' && (error as DraftsError).kind === 'signed-out';

/** What the page shows after a load, and the notice to show with it (undefined: keep the current one). */
type Started = { view: DraftsView; notice?: DraftsNotice };

/**
 * One load of the page. First of all WordPress.com's answer leaves the address bar; then its state is checked
 * against the one this tab sent, and the token kept. An ended sign-in (401/403) forgets the token.
 */
async function start(config: DraftsConfig, { location, history, storage, calls }: Browser, signal: AbortSignal): Promise<Started> {
  const { params, address } = takeReturn(location);
  if (address !== null) history.replaceState(history.state, '', address);
  const result = acceptReturn(params, storage);
  let notice: DraftsNotice | undefined = result.kind === 'wrong-state' ? 'wrong-state' : result.kind === 'denied' ? 'denied' : undefined;
  if ((result.kind === 'signed-in' || result.kind === 'denied') && result.id !== null && requestedId(location.search) === null) {
    history.replaceState(history.state, '', `${location.pathname}?id=${result.id}`);
  }
  const hadToken = storage.getItem(TOKEN_KEY) !== null;
  const token = readToken(storage);
  if (!token) return { view: { kind: 'signed-out' }, notice: hadToken ? 'ended' : notice };
  try {
    // The API client, its schemas and the sanitiser load only for a signed-in editor.
    const { browserCalls, loadView } = await import('@/lib/blog/drafts/session');
    return { view: await loadView(config, token, requestedId(location.search), calls ?? browserCalls(config.apiBase), signal), notice };
  } catch (error) {
    if (!endedSignIn(error)) throw error;
    forget(storage);
    notice = 'ended';
    return { view: { kind: 'signed-out' }, notice };
  }
}

/**
 * The drafts page's state: the view (list, preview, an error) and why the sign-in button is back, if it is.
 * With `server` (server mode's code grant) the server has signed in and loaded the view: the browser holds no token.
 */
export function useDrafts(config: DraftsConfig, browser?: () => Browser, server?: ServerRendered) {
  const [view, setView] = useState<DraftsView>(server?.view ?? { kind: 'starting' });
  const [notice, setNotice] = useState<DraftsNotice>(server?.notice ?? null);
  const [attempt, setAttempt] = useState(0);
  const [env] = useState(() => (typeof window === 'undefined' || server ? null : (browser ?? defaultBrowser)()));

  useEffect(() => {
    if (!env) return;
    const leaving = new AbortController();
    start(config, env, leaving.signal).then(
      (next) => {
        if (leaving.signal.aborted) return;
        setNotice((previous) => (next.notice === undefined ? previous : next.notice));
        setView(next.view);
      },
      (error: unknown) => {
        if (leaving.signal.aborted) return;
        console.error('The drafts could not be loaded.', error);
        setView({ kind: 'unavailable' });
      },
    );
    return () => leaving.abort();
  }, [config, env, attempt]);

  // A tab left open on a draft forgets the token once it has gone unused as long as a closed one would.
  const signedIn = !['starting', 'signed-out', 'redirecting'].includes(view.kind);
  useEffect(() => {
    if (!env || !signedIn) return;
    const timer = setTimeout(() => {
      forget(env.storage);
      setNotice('ended');
      setView({ kind: 'signed-out' });
    }, IDLE_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [env, signedIn, view]);

  const signIn = useCallback(() => {
    if (!env) return;
    setView({ kind: 'redirecting' });
    env.navigate(beginSignIn(env.storage, config, requestedId(env.location.search)));
  }, [config, env]);

  const signOut = useCallback(() => {
    if (!env) return;
    forget(env.storage);
    setNotice(null);
    setView({ kind: 'signed-out' });
  }, [env]);

  const retry = useCallback(() => {
    // The server loads the view: a retry is the page again.
    if (server) return window.location.reload();
    setView({ kind: 'starting' });
    setAttempt((n) => n + 1);
  }, [server]);

  return { view, notice, signIn, signOut, retry };
}
