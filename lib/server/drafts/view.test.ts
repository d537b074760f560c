/**
 * @jest-environment node
 */
import { DraftsError, type WireDraftSummary } from '../../blog/drafts/api';
import type { DraftsCalls } from '../../blog/drafts/session';
import type { CodeGrantConfig } from './code-grant';
import { createSessions } from './sessions';
import { memoryStore } from './store';
import { serverDraftsView } from './view';

const config: CodeGrantConfig = {
  apiBase: 'https://public-api.wordpress.com',
  site: 'example.wordpress.com',
  clientId: '81234',
  siteUrl: 'https://www.example.com',
  clientSecret: 'client-secret-of-the-test-app-0123456789',
};

const summary: WireDraftSummary = {
  ID: 7,
  title: 'Fish &amp; chips &#8217;26',
  status: 'draft',
  date: '2026-11-20T09:00:00+00:00',
  modified: '2026-11-20T09:00:00+00:00',
  author: { name: 'Ren&eacute;e' },
};

function calls(fetchDrafts: DraftsCalls['fetchDrafts'] = jest.fn(async () => [summary])): DraftsCalls {
  return { fetchSite: jest.fn(async () => ({ ID: 42 })), fetchDrafts, fetchDraft: jest.fn(), tools: jest.fn() };
}

describe('the server-rendered drafts page', () => {
  it('offers the sign-in without a session, with the notice the callback sent', async () => {
    const sessions = createSessions(memoryStore());
    expect(await serverDraftsView(config, {}, null, { sessions, calls: calls() })).toEqual({
      view: { kind: 'signed-out' },
      notice: null,
      id: null,
    });
    expect(await serverDraftsView(config, { notice: 'denied', id: '7' }, null, { sessions, calls: calls() })).toEqual({
      view: { kind: 'signed-out' },
      notice: 'denied',
      id: 7,
    });
    // Nothing else is taken from the address.
    expect((await serverDraftsView(config, { notice: '<script>' }, null, { sessions, calls: calls() })).notice).toBeNull();
  });

  it('says an ended session (signed out elsewhere, idle, never known) ended', async () => {
    const sessions = createSessions(memoryStore());
    const view = await serverDraftsView(config, {}, 'x'.repeat(43), { sessions, calls: calls() });
    expect(view).toEqual({ view: { kind: 'signed-out' }, notice: 'ended', id: null });
  });

  it("fetches the list with the session's token, its titles decoded for the page", async () => {
    const sessions = createSessions(memoryStore());
    const id = await sessions.start({ accessToken: 'tok', siteId: '42' });
    const api = calls();
    const { view } = await serverDraftsView(config, {}, id, { sessions, calls: api });
    expect(view).toEqual({ kind: 'list', posts: [{ ...summary, title: 'Fish & chips ’26', author: { name: 'Renée' } }] });
    expect(api.fetchDrafts).toHaveBeenCalledWith(config, { accessToken: 'tok', siteId: '42' }, undefined);
  });

  it('ends the session on the server when WordPress.com no longer accepts its token', async () => {
    const sessions = createSessions(memoryStore());
    const id = await sessions.start({ accessToken: 'revoked', siteId: '42' });
    const refused = jest.fn(async () => {
      throw new DraftsError('signed-out', '403');
    });
    expect(await serverDraftsView(config, {}, id, { sessions, calls: calls(refused) })).toEqual({
      view: { kind: 'signed-out' },
      notice: 'ended',
      id: null,
    });
    expect(await sessions.read(id)).toBeNull();
  });
});
