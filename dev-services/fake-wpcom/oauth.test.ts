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
