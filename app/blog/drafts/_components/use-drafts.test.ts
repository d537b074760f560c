import { act, renderHook, waitFor } from '@testing-library/react';
import { DraftsError } from '@/lib/blog/drafts/api';
import { IDLE_LIMIT_MS, STATE_KEY, TOKEN_KEY, type DraftsConfig } from '@/lib/blog/drafts/oauth';
import type { DraftsCalls } from '@/lib/blog/drafts/session';
import { useDrafts } from './use-drafts';

const config: DraftsConfig = {
  apiBase: 'https://api.example',
  site: 'example.wordpress.com',
  clientId: '1',
  siteUrl: 'https://www.example.com',
};
const STATE = 'the-state-this-tab-sent-000001';

/** A tab at `address`, with the hook's browser pieces recorded. */
function tab(address: string, calls: Partial<DraftsCalls> = {}) {
  const url = new URL(address, 'https://www.example.com');
  const location = { pathname: url.pathname, search: url.search, hash: url.hash } as Location;
  const replaced: string[] = [];
  const history = {
    state: null,
    replaceState: (_state: unknown, _title: string, next: string) => {
      replaced.push(next);
      const moved = new URL(next, 'https://www.example.com');
      Object.assign(location, { pathname: moved.pathname, search: moved.search, hash: '' });
    },
  } as unknown as History;
  const navigate = jest.fn();
  const api: DraftsCalls = {
    fetchSite: jest.fn(async () => ({ ID: 42 })),
    fetchDrafts: jest.fn(async () => []),
    fetchDraft: jest.fn(),
    tools: jest.fn(),
    ...calls,
  };
  const browser = () => ({ location, history, storage: sessionStorage, calls: api, navigate });
  return { browser, replaced, navigate, api, location };
}

beforeEach(() => sessionStorage.clear());

describe('useDrafts', () => {
  it('offers the sign-in to a tab without a token', async () => {
    const { browser } = tab('/blog/drafts');
    const { result } = renderHook(() => useDrafts(config, browser));
    await waitFor(() => expect(result.current.view).toEqual({ kind: 'signed-out' }));
    expect(result.current.notice).toBeNull();
  });

  it('signs in: the fragment leaves the address first, the token is kept, the list loads', async () => {
    sessionStorage.setItem(STATE_KEY, JSON.stringify({ state: STATE, id: null }));
    const { browser, replaced, api } = tab(`/blog/drafts#access_token=tok&expires_in=60&token_type=bearer&site_id=42&state=${STATE}`);
    const { result } = renderHook(() => useDrafts(config, browser));
    await waitFor(() => expect(result.current.view).toEqual({ kind: 'list', posts: [] }));
    expect(replaced[0]).toBe('/blog/drafts');
    expect(JSON.parse(sessionStorage.getItem(TOKEN_KEY)!)).toMatchObject({ accessToken: 'tok', siteId: '42' });
    expect(api.fetchDrafts).toHaveBeenCalledWith(config, expect.objectContaining({ accessToken: 'tok' }), expect.anything());
  });

  it('refuses a forged return and says so, using nothing of it', async () => {
    sessionStorage.setItem(STATE_KEY, JSON.stringify({ state: STATE, id: null }));
    const { browser, replaced, api } = tab('/blog/drafts#access_token=forged&token_type=bearer&state=another-state-0000000000');
    const { result } = renderHook(() => useDrafts(config, browser));
    await waitFor(() => expect(result.current.notice).toBe('wrong-state'));
    expect(result.current.view).toEqual({ kind: 'signed-out' });
    expect(replaced[0]).toBe('/blog/drafts');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(api.fetchSite).not.toHaveBeenCalled();
  });

  it('forgets a token the API no longer accepts, and says the sign-in ended', async () => {
    sessionStorage.setItem(
      TOKEN_KEY,
      JSON.stringify({ accessToken: 'tok', expiresAt: Date.now() + 60_000, siteId: null, usedAt: Date.now() }),
    );
    const fetchDrafts = jest.fn(async () => {
      throw new DraftsError('signed-out', '403');
    });
    const { browser } = tab('/blog/drafts', { fetchDrafts });
    const { result } = renderHook(() => useDrafts(config, browser));
    await waitFor(() => expect(result.current.notice).toBe('ended'));
    expect(result.current.view).toEqual({ kind: 'signed-out' });
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('says an expired sign-in ended', async () => {
    sessionStorage.setItem(TOKEN_KEY, JSON.stringify({ accessToken: 'tok', expiresAt: Date.now() - 1, siteId: null, usedAt: Date.now() }));
    const { browser } = tab('/blog/drafts');
    const { result } = renderHook(() => useDrafts(config, browser));
    await waitFor(() => expect(result.current.notice).toBe('ended'));
  });

  it('goes to WordPress.com with a fresh state and the post asked for', async () => {
    const { browser, navigate } = tab('/blog/drafts?id=7');
    const { result } = renderHook(() => useDrafts(config, browser));
    await waitFor(() => expect(result.current.view.kind).toBe('signed-out'));
    act(() => result.current.signIn());
    const url = new URL(navigate.mock.calls[0][0] as string);
    const pending = JSON.parse(sessionStorage.getItem(STATE_KEY)!) as { state: string; id: number };
    expect(url.searchParams.get('state')).toBe(pending.state);
    expect(pending.id).toBe(7);
  });

  it('comes back to the post the editor asked for', async () => {
    sessionStorage.setItem(STATE_KEY, JSON.stringify({ state: STATE, id: 7 }));
    const { browser, location } = tab(`/blog/drafts#access_token=tok&token_type=bearer&state=${STATE}`, {
      fetchDraft: jest.fn(async () => {
        throw new DraftsError('not-found', '404');
      }),
      tools: jest.fn(async () => ({
        decode: String,
        sanitize: String,
        sanitizeWithFindings: (html: string) => ({ html, findings: [] }),
        hero: (html: string) => ({ html, hero: { heading: false, image: null } }),
      })),
    });
    const { result } = renderHook(() => useDrafts(config, browser));
    await waitFor(() => expect(result.current.view).toEqual({ kind: 'not-found', id: 7 }));
    expect(location.search).toBe('?id=7');
  });

  it('signs out, and retries after the API was down', async () => {
    sessionStorage.setItem(
      TOKEN_KEY,
      JSON.stringify({ accessToken: 'tok', expiresAt: Date.now() + 60_000, siteId: null, usedAt: Date.now() }),
    );
    const fetchDrafts = jest.fn().mockRejectedValueOnce(new DraftsError('unavailable', 'down')).mockResolvedValue([]);
    const { browser } = tab('/blog/drafts', { fetchDrafts });
    const { result } = renderHook(() => useDrafts(config, browser));
    await waitFor(() => expect(result.current.view).toEqual({ kind: 'unavailable' }));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.view).toEqual({ kind: 'list', posts: [] }));
    act(() => result.current.signOut());
    expect(result.current.view).toEqual({ kind: 'signed-out' });
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('forgets the token of a tab left open 8 hours without use', async () => {
    sessionStorage.setItem(
      TOKEN_KEY,
      JSON.stringify({ accessToken: 'tok', expiresAt: Date.now() + 86_400_000, siteId: null, usedAt: Date.now() }),
    );
    const { browser } = tab('/blog/drafts');
    const { result } = renderHook(() => useDrafts(config, browser));
    await waitFor(() => expect(result.current.view).toEqual({ kind: 'list', posts: [] }));
    jest.useFakeTimers();
    try {
      // The view's timer was set before the fake clock: a fresh load under it sets one the fake clock runs.
      act(() => result.current.retry());
      // waitFor advances the fake clock by its own small steps until the reload is done.
      await waitFor(() => expect(result.current.view).toEqual({ kind: 'list', posts: [] }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(IDLE_LIMIT_MS);
      });
      expect(result.current.view).toEqual({ kind: 'signed-out' });
      expect(result.current.notice).toBe('ended');
      expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
