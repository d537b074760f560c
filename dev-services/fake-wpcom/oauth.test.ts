import assert from 'node:assert/strict';
import { test as it } from 'node:test';
import { testWpcom } from '../../test-support/ports';
import { createFakeOAuth } from './oauth';

const origin = 'http://127.0.0.1:4180';
const STATE = 'a-state-of-twenty-chars-or-more';
const authorize = (fields: Record<string, string> = {}) =>
  new URL(
    `/oauth2/authorize?${new URLSearchParams({
      client_id: testWpcom.clientId,
      redirect_uri: 'http://localhost:3000/blog/drafts',
      response_type: 'token',
      blog: 'e2e.wordpress.com',
      state: STATE,
      ...fields,
    })}`,
    origin,
  );
const decide = (decision: string) =>
  new URL(
    `/oauth2/authorize/decide?${new URLSearchParams({ redirect_uri: 'http://localhost:3000/blog/drafts', state: STATE, blog: 'e2e.wordpress.com', decision })}`,
    origin,
  );
const drafts = new URL('/rest/v1.1/sites/e2e.wordpress.com/posts?status=draft,pending,future', origin);

/** The fragment of the authorize page's redirect. */
function fragment(location: string | undefined) {
  return new URLSearchParams(new URL(location ?? '').hash.slice(1));
}

it('shows a consent page with approve and deny, and refuses a wrong request', () => {
  const oauth = createFakeOAuth({ origin });
  const page = oauth.handle('GET', authorize(), undefined);
  assert.equal(page?.status, 200);
  for (const button of ['Approve', 'Deny']) assert.match(String(page?.body), new RegExp(`>${button}<`));
  const wrong: Record<string, string>[] = [
    { client_id: '1' },
    { response_type: 'code' },
    { scope: 'global' },
    { state: 'short' },
    { redirect_uri: 'https://evil.example/' },
  ];
  for (const bad of wrong) {
    assert.equal(oauth.handle('GET', authorize(bad), undefined)?.status, 400, JSON.stringify(bad));
  }
});

it('issues a token for the site on approve; drafts answer only to it, until it is revoked', () => {
  const oauth = createFakeOAuth({ origin });
  const answer = fragment(oauth.handle('GET', decide('approve'), undefined)?.headers?.Location);
  assert.equal(answer.get('state'), STATE);
  assert.equal(answer.get('token_type'), 'bearer');
  assert.equal(answer.get('site_id'), '230000001');
  const token = answer.get('access_token') ?? '';

  assert.equal(oauth.handle('GET', drafts, undefined)?.status, 403);
  assert.equal(oauth.handle('GET', drafts, 'Bearer not-a-token')?.status, 403);
  const list = oauth.handle('GET', drafts, `Bearer ${token}`);
  assert.equal(list?.status, 200);
  const statuses = (list?.body as { posts: { status: string }[] }).posts.map((post) => post.status);
  assert.deepEqual([...new Set(statuses)].sort(), ['draft', 'future', 'pending']);
  const draft = new URL('/rest/v1/sites/e2e.wordpress.com/posts/7001', origin);
  assert.equal(oauth.handle('GET', draft, undefined)?.status, 403);
  assert.equal(oauth.handle('GET', draft, `Bearer ${token}`)?.status, 200);

  assert.equal(oauth.control('/__control/oauth/revoke', new URL(`/?token=${token}`, origin))?.status, 200);
  assert.equal(oauth.handle('GET', drafts, `Bearer ${token}`)?.status, 403);
});

it('denies with access_denied, and issues a token for another site that reads nothing here', () => {
  const oauth = createFakeOAuth({ origin });
  const denied = fragment(oauth.handle('GET', decide('deny'), undefined)?.headers?.Location);
  assert.equal(denied.get('error'), 'access_denied');
  assert.equal(denied.has('access_token'), false);
  const other = fragment(oauth.handle('GET', decide('approve-other'), undefined)?.headers?.Location);
  assert.equal(other.get('site_id'), '230000002');
  assert.equal(oauth.handle('GET', drafts, `Bearer ${other.get('access_token')}`)?.status, 403);
});

it('leaves published posts to the published API', () => {
  const oauth = createFakeOAuth({ origin });
  assert.equal(oauth.handle('GET', new URL('/rest/v1.1/sites/e2e.wordpress.com/posts', origin), undefined), null);
  assert.equal(oauth.handle('GET', new URL('/rest/v1/sites/e2e.wordpress.com/posts/4101', origin), undefined), null);
});

it('runs the authorization-code grant: a one-time code in the query, traded for a token with the secret', () => {
  const oauth = createFakeOAuth({ origin });
  const callback = 'http://localhost:3000/blog/drafts/callback';
  assert.equal(oauth.handle('GET', authorize({ response_type: 'code', redirect_uri: callback }), undefined)?.status, 200);
  assert.equal(oauth.handle('GET', authorize({ response_type: 'code' }), undefined)?.status, 400, 'the implicit grant’s redirect URL');
  const decideCode = (decision: string) =>
    new URL(
      `/oauth2/authorize/decide?${new URLSearchParams({ redirect_uri: callback, state: STATE, blog: 'e2e.wordpress.com', response_type: 'code', decision })}`,
      origin,
    );
  const location = new URL(oauth.handle('GET', decideCode('approve'), undefined)?.headers?.Location ?? '');
  assert.equal(`${location.origin}${location.pathname}`, callback);
  assert.equal(location.hash, '');
  assert.equal(location.searchParams.get('state'), STATE);
  assert.equal(location.searchParams.has('access_token'), false);
  const code = location.searchParams.get('code') ?? '';
  const form = (fields: Record<string, string> = {}) =>
    new URLSearchParams({
      client_id: testWpcom.clientId,
      client_secret: testWpcom.clientSecret,
      redirect_uri: callback,
      code,
      grant_type: 'authorization_code',
      ...fields,
    });

  assert.equal(oauth.token(form({ client_secret: 'wrong' })).status, 400);
  assert.equal(oauth.token(form({ client_id: '1' })).status, 400);
  assert.equal(oauth.control('/__control/oauth/next-token', new URL('/?value=marker-token-0001', origin))?.status, 200);
  const answer = oauth.token(form());
  assert.equal(answer.status, 200);
  assert.deepEqual(answer.body, {
    access_token: 'marker-token-0001',
    token_type: 'bearer',
    blog_id: '230000001',
    blog_url: 'https://e2e.wordpress.com',
    scope: '',
  });
  assert.equal(oauth.handle('GET', drafts, 'Bearer marker-token-0001')?.status, 200);
  // Once only.
  assert.equal(oauth.token(form()).status, 400);

  const denied = new URL(oauth.handle('GET', decideCode('deny'), undefined)?.headers?.Location ?? '');
  assert.equal(denied.searchParams.get('error'), 'access_denied');
  assert.equal(denied.searchParams.has('code'), false);
});

it('refuses a code for another redirect URL, and a code the wrong secret spent', () => {
  const oauth = createFakeOAuth({ origin });
  const callback = 'http://localhost:3000/blog/drafts/callback';
  const decision = new URL(
    `/oauth2/authorize/decide?${new URLSearchParams({ redirect_uri: callback, state: STATE, blog: 'e2e.wordpress.com', response_type: 'code', decision: 'approve' })}`,
    origin,
  );
  const code = new URL(oauth.handle('GET', decision, undefined)?.headers?.Location ?? '').searchParams.get('code') ?? '';
  const fields = { client_id: testWpcom.clientId, client_secret: testWpcom.clientSecret, code, grant_type: 'authorization_code' };
  assert.equal(oauth.token(new URLSearchParams({ ...fields, redirect_uri: 'https://evil.example/blog/drafts/callback' })).status, 400);
  // A refused trade spends the code too.
  assert.equal(oauth.token(new URLSearchParams({ ...fields, redirect_uri: callback })).status, 400);
});
