import { DraftsError, fetchDraft, fetchDrafts, fetchSite } from './api';
import type { DraftsConfig, ApiToken } from './oauth';

const config: DraftsConfig = {
  apiBase: 'https://public-api.wordpress.com',
  site: 'example.wordpress.com',
  clientId: '1',
  siteUrl: 'https://www.example.com',
};
const token: ApiToken = { accessToken: 'secret-token', siteId: '42' };

type Call = { url: string; headers: Record<string, string> };

// jsdom has no fetch: a stand-in that records each call and answers from a queue.
function answering(...answers: { status: number; body: unknown }[]): Call[] {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, headers: init?.headers as Record<string, string> });
    const next = answers.shift() ?? { status: 500, body: {} };
    return {
      ok: next.status < 300,
      status: next.status,
      headers: { get: () => null },
      body: null,
      text: async () => JSON.stringify(next.body),
    } as unknown as Response;
  }) as unknown as typeof fetch;
  return calls;
}

const post = (ID: number, modified: string, status = 'draft') => ({
  ID,
  title: `Post ${ID}`,
  status,
  date: '2026-11-01T10:00:00+00:00',
  modified,
  author: { name: 'Ana' },
});

describe('the drafts API calls', () => {
  it('send the token as a bearer header to the API origin only, never in the address', async () => {
    const calls = answering({ status: 200, body: { found: 0, posts: [] } }, { status: 200, body: { found: 0, posts: [] } });
    await fetchDrafts(config, token);
    expect(calls.map((c) => new URL(c.url).searchParams.get('type'))).toEqual(['post', 'page']);
    const [call] = calls;
    expect(call!.url.startsWith(`${config.apiBase}/rest/v1.1/sites/example.wordpress.com/posts?`)).toBe(true);
    expect(call!.url).not.toContain('secret-token');
    expect(call!.headers).toMatchObject({ Authorization: 'Bearer secret-token' });
    expect(new URL(call!.url).searchParams.get('status')).toBe('draft,pending,future');
  });

  it('list drafts, pending and scheduled posts by their last change, newest first', async () => {
    answering(
      {
        status: 200,
        body: {
          found: 3,
          posts: [
            post(1, '2026-11-20T10:00:00+00:00'),
            post(2, '2026-11-26T10:00:00+00:00', 'future'),
            post(3, '2026-11-22T10:00:00+00:00', 'pending'),
          ],
        },
      },
      { status: 200, body: { found: 1, posts: [post(4, '2026-11-21T10:00:00+00:00')] } },
    );
    const listed = await fetchDrafts(config, token);
    expect(listed.map((p) => [p.ID, p.type])).toEqual([
      [2, 'post'],
      [3, 'post'],
      [4, 'page'],
      [1, 'post'],
    ]);
  });

  it("ask for the configured site's id without a token", async () => {
    const calls = answering({ status: 200, body: { ID: 42, name: 'Example', URL: 'https://example.wordpress.com' } });
    await expect(fetchSite(config, config.site, null)).resolves.toEqual({ ID: 42, name: 'Example', URL: 'https://example.wordpress.com' });
    expect(calls[0]!.headers).not.toHaveProperty('Authorization');
  });

  it.each([
    [401, 'signed-out'],
    [403, 'signed-out'],
    [404, 'not-found'],
    [500, 'unavailable'],
  ])('turn HTTP %s into a %s error the page can explain', async (status, kind) => {
    answering({ status, body: { error: 'x', message: 'y' } }, { status, body: { error: 'x', message: 'y' } });
    const error = await fetchDraft(config, token, 7).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DraftsError);
    expect((error as DraftsError).kind).toBe(kind);
  });

  it("read a post's status and site", async () => {
    answering({
      status: 200,
      body: { ...post(7, '2026-11-20T10:00:00+00:00', 'future'), excerpt: '', content: '<p>x</p>', site_ID: 42 },
    });
    await expect(fetchDraft(config, token, 7)).resolves.toMatchObject({ ID: 7, status: 'future', siteId: 42 });
  });

  it("read a page's slug and its parent's status and path, and treat a deleted parent as unpublished", async () => {
    const page = {
      ...post(8, '2026-11-20T10:00:00+00:00'),
      excerpt: '',
      content: '<p>x</p>',
      site_ID: 42,
      type: 'page',
      slug: 'apply',
      URL: 'https://example.wordpress.com/?page_id=8',
      parent: { ID: 5, type: 'page', link: 'x', title: 'Partners' },
    };
    const calls = answering(
      { status: 200, body: page },
      { status: 200, body: { ID: 5, status: 'publish', URL: 'https://example.wordpress.com/partners/', slug: 'partners' } },
    );
    await expect(fetchDraft(config, token, 8)).resolves.toMatchObject({
      type: 'page',
      slug: 'apply',
      parent: { ID: 5, title: 'Partners', status: 'publish', path: '/partners' },
    });
    expect(calls[1]!.url).toContain('/posts/5?fields=ID,status,URL,slug');
    expect(calls[1]!.headers).toMatchObject({ Authorization: 'Bearer secret-token' });

    answering({ status: 200, body: page }, { status: 404, body: { error: 'unknown_post', message: 'gone' } });
    await expect(fetchDraft(config, token, 8)).resolves.toMatchObject({ parent: { ID: 5, status: null, path: null } });
  });
});
