// WordPress.com's sign-in and the posts only a signed-in editor may read, for the drafts preview (/blog/drafts):
// the authorize page (approve, deny, and approve for another site) of the implicit grant (browser apps: the token
// in the redirect's fragment) and of the authorization-code grant (server mode: a one-time code in the query,
// traded at POST /oauth2/token with the app's secret), the tokens they issue (revocable through
// /__control/oauth/revoke; /__control/oauth/next-token sets the next one's value, a marker a test looks for), the
// site endpoint, and draft, pending and scheduled posts that answer only to a valid bearer token for their site
// (403 otherwise, as WordPress.com does).
import { XSS_PAYLOADS } from '../../test-support/blog-xss-payloads';
import { testWpcom } from '../../test-support/ports';
import { clone, makePost, type FakePost } from './data';
import { draftPages } from './draft-pages';

/** The sites the fake knows: the test builds' and one more, for a token issued for the wrong site. */
const SITES: Record<string, { ID: number; name: string }> = {
  'e2e.wordpress.com': { ID: 230_000_001, name: 'Granite Peak engineering (e2e)' },
  'realistic.wordpress.com': { ID: 230_000_003, name: 'Granite Peak engineering (realistic)' },
  [testWpcom.otherSite]: { ID: 230_000_002, name: 'Another WordPress.com site' },
};

const siteByKey = (key: string) => {
  const entry = Object.entries(SITES).find(([domain, site]) => domain === key || String(site.ID) === key);
  return entry ? { domain: entry[0], ...entry[1] } : null;
};

/** Two weeks, as WordPress.com's implicit-grant tokens. */
const LIFETIME_SECONDS = 14 * 24 * 3600;

/** How long a code waits to be traded; WordPress.com's are short-lived and work once. */
const CODE_LIFETIME_MS = 60_000;

/** The redirect URL each grant's app registered (the path; the origin is the site's). */
const REDIRECT_PATHS = { token: /\/blog\/drafts$/, code: /\/blog\/drafts\/callback$/ };

export type OAuthAnswer = { status: number; body: unknown; type?: string; headers?: Record<string, string> };

const json = (status: number, body: unknown): OAuthAnswer => ({ status, body });
const forbidden = (message: string) => json(403, { error: 'unauthorized', message });

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Unpublished posts: one with every kind of pre-publish finding, a clean pending one, a scheduled one, a hostile one. */
function draftPosts(origin: string): FakePost[] {
  const draft = (fields: Parameters<typeof makePost>[0], status: string, modified: string) => ({
    ...makePost({ ...fields, modified }),
    status,
  });
  return [
    draft(
      {
        ID: 7001,
        date: '2026-11-20T09:00:00+00:00',
        title: 'Before you publish: a draft that trips every check the site runs on a post',
        excerpt: '',
        author: 'Priya Raman',
        content: [
          '<p>Opening paragraph of the draft that the preview draws like a published article.</p>',
          `<figure class="wp-block-image size-large"><img src="${origin}/images/diagram-7001.svg" width="800" height="400"/></figure>`,
          '<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube"><div class="wp-block-embed__wrapper"><iframe title="Upgrade walkthrough" src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="640" height="360"></iframe></div></figure>',
          '<figure class="wp-block-embed is-type-rich wp-block-embed-speaker-deck"><div class="wp-block-embed__wrapper"><iframe title="Roadmap slides" src="https://speakerdeck.com/player/abc123" width="640" height="360"></iframe></div></figure>',
          '<iframe src="javascript:alert(1)"></iframe>',
          '<div class="wp-block-group"><p style="position: fixed; text-align: center">A pinned note the allowlist unpins.</p></div>',
          '<p class="has-text-color" style="color: #777777; background-color: #888888">Grey words on a grey background.</p>',
          '<h2 class="wp-block-heading">Rollout</h2><h5 class="wp-block-heading">Deep detail heading</h5>',
          '<p>Read the <a href="http://example.com/notes">release notes over plain http</a> before upgrading.</p>',
          '<p>Get the next field report by email. [jetpack_subscription_form]</p>',
          '<figure class="wp-block-table"><table><tbody><tr><td>Window</td><td>Owner</td></tr><tr><td>Tuesday</td><td>Platform team</td></tr></tbody></table></figure>',
          `<p><img src="${origin}/images/diagram-7001.svg" alt="" title="Rollout diagram" width="400" height="200"/>A decoration that still has a title.</p>`,
          '<h3 class="wp-block-heading" id="checklist">Checklist</h3><h3 class="wp-block-heading" id="checklist">Checklist, duplicated</h3>',
          '<p>Jump to <a href="#appendix">the appendix</a> before you publish.</p>',
        ].join('\n'),
      },
      'draft',
      '2026-11-26T08:30:00+00:00',
    ),
    draft(
      {
        ID: 7002,
        date: '2026-11-18T14:00:00+00:00',
        title: 'Edge node rollout: what changed in the field',
        excerpt: '<p>Three lessons from rolling FleetEdge nodes out to remote sites.</p>',
        featured_image: `${origin}/images/featured-7002.svg`,
        author: 'Marcus Lee',
        content:
          '<p>Field crews rolled out forty nodes this quarter.</p><h2 class="wp-block-heading">Power first</h2><p>Every site started with its power budget.</p>',
      },
      'pending',
      '2026-11-25T16:10:00+00:00',
    ),
    draft(
      {
        ID: 7003,
        date: '2027-01-15T10:00:00+00:00',
        title: 'FedRAMP Moderate: the January update',
        excerpt: '<p>What the January update means for agencies.</p>',
        featured_image: `${origin}/images/featured-7003.svg`,
        author: 'Dana Whitfield',
        content: '<p>The January update lands on the fifteenth.</p>',
      },
      'future',
      '2026-11-24T11:00:00+00:00',
    ),
    draft(
      {
        ID: 7004,
        date: '2026-11-10T10:00:00+00:00',
        title: 'Hostile draft: &lt;script&gt;window.__xss(1)&lt;/script&gt;',
        excerpt: '<p onmouseover="window.__xss(1)">Hostile excerpt</p>',
        author: 'Red Team <b>bot</b>',
        content: ['<p>Everything below is hostile and must render as harmless markup.</p>', ...XSS_PAYLOADS].join('\n'),
      },
      'draft',
      '2026-11-12T10:00:00+00:00',
    ),
  ];
}

type Token = { site: number; expiresAt: number; revoked: boolean };

function consentPage(url: URL): string {
  const hidden = ['redirect_uri', 'state', 'blog', 'response_type']
    .map((name) => `<input type="hidden" name="${name}" value="${escape(url.searchParams.get(name) ?? '')}">`)
    .join('');
  const site = escape(url.searchParams.get('blog') ?? '');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Authorize – WordPress.com (fake)</title></head>
<body><main><h1>Connect to ${site}?</h1><p>The app would like to read the posts of ${site}, drafts included.</p>
<form action="/oauth2/authorize/decide" method="get">${hidden}
<button name="decision" value="approve">Approve</button>
<button name="decision" value="deny">Deny</button>
<button name="decision" value="approve-other">Approve for ${escape(testWpcom.otherSite)}</button>
</form></main></body></html>`;
}

const LIST = /^\/rest\/v1(?:\.1)?\/sites\/([^/]+)\/posts\/?$/;
const SINGLE = /^\/rest\/v1(?:\.1)?\/sites\/([^/]+)\/posts\/(\d+)\/?$/;
const SITE = /^\/rest\/v1(?:\.1)?\/sites\/([^/]+)\/?$/;

export function createFakeOAuth({ origin }: { origin: string }) {
  const drafts = [...draftPosts(origin), ...draftPages(origin)];
  const tokens = new Map<string, Token>();
  const codes = new Map<string, { site: number; redirect: string; expiresAt: number }>();
  let issued = 0;
  /** The value the next token gets (a test's marker), once. */
  let nextToken: string | null = null;

  function issue(site: number, lifetime = LIFETIME_SECONDS): string {
    issued += 1;
    const token = nextToken ?? `fake-token-${issued}-${Math.random().toString(36).slice(2, 12)}`;
    nextToken = null;
    tokens.set(token, { site, expiresAt: Date.now() + lifetime * 1000, revoked: false });
    return token;
  }

  /** The token's site when the Authorization header carries a valid, unrevoked, unexpired one. */
  function tokenSite(authorization: string | undefined): number | null {
    const value = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
    const token = value ? tokens.get(value) : undefined;
    return token && !token.revoked && token.expiresAt > Date.now() ? token.site : null;
  }

  function decide(url: URL): OAuthAnswer {
    const q = url.searchParams;
    const redirect = q.get('redirect_uri') ?? '';
    const state = q.get('state') ?? '';
    const decision = q.get('decision');
    const answer = new URLSearchParams();
    const code = q.get('response_type') === 'code';
    if ((decision === 'approve' || decision === 'approve-other') && code) {
      const site = siteByKey(decision === 'approve' ? (q.get('blog') ?? '') : testWpcom.otherSite);
      if (!site) return json(400, { error: 'invalid_blog', message: 'Unknown blog' });
      const value = `fake-code-${Math.random().toString(36).slice(2, 14)}`;
      codes.set(value, { site: site.ID, redirect, expiresAt: Date.now() + CODE_LIFETIME_MS });
      answer.set('code', value);
    } else if (decision === 'approve' || decision === 'approve-other') {
      const site = siteByKey(decision === 'approve' ? (q.get('blog') ?? '') : testWpcom.otherSite);
      if (!site) return json(400, { error: 'invalid_blog', message: 'Unknown blog' });
      answer.set('access_token', issue(site.ID));
      answer.set('expires_in', String(LIFETIME_SECONDS));
      answer.set('token_type', 'bearer');
      answer.set('site_id', String(site.ID));
      answer.set('scope', '');
    } else {
      answer.set('error', 'access_denied');
      answer.set('error_description', 'You need to log in to WordPress.com');
    }
    answer.set('state', state);
    // The code grant answers in the query, the implicit grant in the fragment.
    return { status: 302, body: '', headers: { Location: `${redirect}${code ? '?' : '#'}${answer}` } };
  }

  /** POST /oauth2/token: a code from the authorize page, once, for the app's client_id and client_secret. */
  function token(form: URLSearchParams): OAuthAnswer {
    const refuse = (error: string, message: string) => json(400, { error, error_description: message });
    if (form.get('grant_type') !== 'authorization_code') return refuse('unsupported_grant_type', 'grant_type must be authorization_code');
    if (form.get('client_id') !== testWpcom.clientId || form.get('client_secret') !== testWpcom.clientSecret)
      return refuse('invalid_client', 'Unknown client_id or wrong client_secret');
    const value = form.get('code') ?? '';
    const code = codes.get(value);
    codes.delete(value);
    if (!code || code.expiresAt <= Date.now()) return refuse('invalid_grant', 'Unknown, used or expired code');
    if (form.get('redirect_uri') !== code.redirect) return refuse('invalid_grant', 'redirect_uri differs from the authorize request');
    const site = siteByKey(String(code.site))!;
    return json(200, {
      access_token: issue(site.ID),
      token_type: 'bearer',
      blog_id: String(site.ID),
      blog_url: `https://${site.domain}`,
      scope: '',
    });
  }

  function authorize(url: URL): OAuthAnswer {
    const q = url.searchParams;
    const problems = [
      q.get('client_id') !== testWpcom.clientId && 'unknown client_id',
      q.get('response_type') !== 'token' && q.get('response_type') !== 'code' && 'response_type must be token or code',
      !REDIRECT_PATHS[q.get('response_type') === 'code' ? 'code' : 'token'].test(q.get('redirect_uri') ?? '') &&
        'redirect_uri is not the registered one',
      (q.get('state') ?? '').length < 16 && 'state too short',
      q.has('scope') && 'this app asks for no scope',
      !siteByKey(q.get('blog') ?? '') && 'unknown blog',
    ].filter(Boolean);
    if (problems.length > 0) return { status: 400, body: `Invalid request: ${problems.join('; ')}`, type: 'text/plain; charset=utf-8' };
    return { status: 200, body: consentPage(url), type: 'text/html; charset=utf-8' };
  }

  /** Answers what belongs to the sign-in and the unpublished posts; null leaves the request to the published API. */
  function handle(method: string, url: URL, authorization: string | undefined): OAuthAnswer | null {
    if (method !== 'GET') return null;
    if (url.pathname === '/oauth2/authorize') return authorize(url);
    if (url.pathname === '/oauth2/authorize/decide') return decide(url);
    const siteMatch = SITE.exec(url.pathname);
    if (siteMatch) {
      const site = siteByKey(decodeURIComponent(siteMatch[1]!));
      return site
        ? json(200, { ID: site.ID, name: site.name, URL: `https://${site.domain}` })
        : json(404, { error: 'unknown_blog', message: 'Unknown blog' });
    }
    const list = LIST.exec(url.pathname);
    const single = SINGLE.exec(url.pathname);
    const statuses = url.searchParams.get('status')?.split(',') ?? [];
    const draft = single ? drafts.find((post) => post.ID === Number(single[2])) : undefined;
    if (!(list && statuses.some((status) => status !== 'publish')) && !draft) return null;
    const site = siteByKey(decodeURIComponent((list ?? single)![1]!));
    const signedIn = tokenSite(authorization);
    if (!site || signedIn !== site.ID) return forbidden('User cannot view unpublished posts of this site');
    if (draft) return json(200, clone(draft));
    // `type` lists posts (the default) or pages, one kind per call, as WordPress.com does.
    const type = url.searchParams.get('type') ?? 'post';
    const posts = drafts
      .filter((post) => statuses.includes(post.status) && (post.type ?? 'post') === type)
      .sort((a, b) => Date.parse(b.modified) - Date.parse(a.modified));
    return json(200, { found: posts.length, posts: clone(posts), meta: {} });
  }

  /**
   * POST /__control/oauth/revoke?token=…, /__control/oauth/issue?site=…&expires_in=… (a token without the consent
   * page) and /__control/oauth/next-token?value=… (the next token issued has this value).
   */
  function control(path: string, url: URL): OAuthAnswer | null {
    if (path === '/__control/oauth/next-token') {
      nextToken = url.searchParams.get('value') || null;
      return json(200, { ok: true });
    }
    if (path === '/__control/oauth/revoke') {
      const token = tokens.get(url.searchParams.get('token') ?? '');
      if (!token) return json(404, { error: 'no such token' });
      token.revoked = true;
      return json(200, { ok: true });
    }
    if (path === '/__control/oauth/issue') {
      const site = siteByKey(url.searchParams.get('site') ?? '');
      if (!site) return json(404, { error: 'no such site' });
      return json(200, { access_token: issue(site.ID, Number(url.searchParams.get('expires_in')) || LIFETIME_SECONDS), site_id: site.ID });
    }
    return null;
  }

  return { handle, token, control };
}
