/**
 * The drafts preview in server mode with WPCOM_CLIENT_SECRET and a shared Redis: the authorization-code grant
 * against the fake WordPress.com API (dev-services/fake-wpcom/oauth.ts). The editor signs in, lists and previews
 * drafts, and signs out; the token (a marker value the fake issues) is never seen by the browser: not in storage,
 * a cookie, an address, a request or a response, nor in the server's log; Redis holds the session, encrypted.
 */
import { createClient } from '@redis/client';
import { blogPage } from '@/content/blog';
import { draftsPage as copy } from '@/content/blog-drafts';
import { wpPages } from '@/content/wp-page-labels';
import { expect as baseExpect, test } from '../test-support/fixtures';
import { DRAFTS, DRAFT_ORDER, DRAFT_PAGES, signIn, watchAuthorization } from '../test-support/drafts';
import { startNextServer, type NextServer } from '../test-support/next-server';
import { ports, serverModeTest, testWpcom } from '../test-support/ports';
import { startRedis, type RedisServer } from '../test-support/redis';

// The preview renders on the server after the sign-in: on a busy CI machine that takes seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

const api = `http://127.0.0.1:${ports.serverWpcom}`;
const MARKER = `marker-token-${Date.now().toString(36)}-code-grant`;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let server: NextServer;
let redis: RedisServer;

test.beforeAll(async () => {
  redis = await startRedis(ports.serverDraftsRedis);
  server = await startNextServer({
    port: ports.serverDraftsCodeGrant,
    env: {
      BLOG_REVALIDATE_SECONDS: String(serverModeTest.longRevalidateSeconds),
      WPCOM_CLIENT_SECRET: testWpcom.clientSecret,
      REDIS_URL: redis.url,
    },
    keepCaches: true,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await redis?.stop();
});

/** The drafts keys in Redis (sessions, sign-ins under way) and every value they hold. */
async function draftsInRedis(): Promise<{ keys: string[]; values: string[] }> {
  const client = await createClient({ url: redis.url }).connect();
  try {
    const keys = (await client.keys('*:drafts:*')).sort();
    const values = await Promise.all(keys.map(async (key) => (await client.get(key)) ?? ''));
    return { keys, values };
  } finally {
    client.destroy();
  }
}

/** Everything the page saw: addresses, request headers and bodies, response headers and bodies. */
function watchEverything(page: import('@playwright/test').Page) {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => seen.push(frame.url()));
  page.on('request', (request) => seen.push(request.url(), JSON.stringify(request.headers()), request.postData() ?? ''));
  page.on('response', async (response) => {
    seen.push(JSON.stringify(await response.allHeaders().catch(() => ({}))));
    // Redirects have no body to read.
    seen.push(await response.text().catch(() => ''));
  });
  return seen;
}

test('an editor signs in with the code grant, previews a draft, and the token never reaches the browser', async ({
  page,
  context,
  request,
}) => {
  expect((await request.post(`${api}/__control/oauth/next-token?value=${MARKER}`)).ok()).toBe(true);
  const seen = watchEverything(page);
  const authorised = watchAuthorization(page);

  await signIn(page, server.origin, /^Approve$/, `/blog/drafts?id=${DRAFTS.clean}`);
  // Back at the post asked for, drawn by the server with the article view and its check.
  await expect(page).toHaveURL(`${server.origin}/blog/drafts?id=${DRAFTS.clean}`);
  await expect(page.getByRole('note', { name: copy.preview.banner })).toContainText(copy.status.pending);
  await expect(page.getByRole('region', { name: copy.check.heading })).toBeVisible();

  await page.getByRole('link', { name: copy.preview.back }).click();
  const list = page.getByRole('region', { name: copy.list.heading });
  await expect(list.getByRole('listitem')).toHaveCount(DRAFT_ORDER.length);
  await list.getByRole('link').first().click();
  await page.waitForURL(`**/blog/drafts?id=${DRAFTS.everyFinding}`);
  // Every kind a post can have (the page kinds are a page's: blog-drafts-pages.spec.ts).
  await expect(page.getByRole('region', { name: copy.check.heading }).locator('[data-kind]')).toHaveCount(
    Object.keys(copy.check.kinds).filter((kind) => !kind.startsWith('page-')).length,
  );

  // The session cookie: HttpOnly, SameSite=Lax, for the drafts paths only (not Secure: this site is plain http).
  const cookies = await context.cookies();
  const session = cookies.find((cookie) => cookie.name === 'drafts-session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/blog/drafts', secure: false });
  expect(cookies.find((cookie) => cookie.name === 'drafts-state')).toBeUndefined();

  // The drafts page is the session's alone: rendered per request, kept by no cache.
  const direct = await request.get(`${server.origin}/blog/drafts`, { headers: { cookie: `drafts-session=${session!.value}` } });
  expect(direct.headers()['cache-control']).toBe('private, no-store');
  expect(await direct.text()).toContain(copy.list.heading);

  // A draft page is drawn by the server as the published page will be: breadcrumbs to its parent, no article chrome.
  const pagePreview = `${server.origin}/blog/drafts?id=${DRAFT_PAGES.child}`;
  await page.goto(pagePreview);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner programme: how to apply');
  await expect(page.getByRole('navigation', { name: wpPages.breadcrumbs }).getByRole('link')).toHaveText([wpPages.home, 'Partners']);
  await expect(page.getByRole('button', { name: blogPage.article.copyLink })).toHaveCount(0);
  const served = await (await request.get(pagePreview, { headers: { cookie: `drafts-session=${session!.value}` } })).text();
  expect(served).toContain(`aria-label="${wpPages.breadcrumbs}"`);
  expect(served).toMatch(/<h1 id="page-title"[^>]*>Partner programme: how to apply<\/h1>/);

  // Nowhere in the browser: storage, cookies, addresses, requests, responses, the document; nor the server's log.
  const storage = await page.evaluate(() => JSON.stringify([{ ...sessionStorage }, { ...localStorage }, document.cookie]));
  const everything = [storage, JSON.stringify(cookies), ...seen, await page.content()].join('\n');
  expect(seen.length).toBeGreaterThan(10);
  expect(everything).not.toContain(MARKER);
  expect(everything).not.toContain(testWpcom.clientSecret);
  expect(server.output()).not.toContain(MARKER);
  // The browser never calls the API with a token: the server does.
  expect(authorised).toEqual([]);
  // The shared Redis holds the session (under a hash of its id), and the token only encrypted.
  const stored = await draftsInRedis();
  expect(stored.keys).toEqual([expect.stringMatching(/^site:drafts:session:[0-9a-f]{64}$/)]);
  expect(stored.values.join('\n')).not.toContain(MARKER);
  expect(stored.keys.join('\n')).not.toContain(session!.value);

  await test.step('sign-out ends the session on the server, not only in this browser', async () => {
    await page.getByRole('button', { name: copy.signOut }).click();
    await expect(page.getByRole('link', { name: copy.signIn })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'drafts-session')).toBeUndefined();
    expect((await draftsInRedis()).keys).toEqual([]);
    // The old cookie, replayed, opens nothing.
    await context.addCookies([{ ...session!, sameSite: 'Lax' }]);
    await page.goto(`${server.origin}/blog/drafts`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(copy.notices.ended);
    await expect(page.getByRole('region', { name: copy.list.heading })).toHaveCount(0);
  });
});

test('a return this browser did not start is refused and signs nobody in', async ({ page, context }) => {
  await page.goto(`${server.origin}/blog/drafts/callback?code=stolen-code&state=${'a'.repeat(43)}`);
  await expect(page).toHaveURL(`${server.origin}/blog/drafts?notice=wrong-state`);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(copy.notices.wrongState);
  await expect(page.getByRole('link', { name: copy.signIn })).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'drafts-session')).toBeUndefined();
});

test('denying at the consent page shares nothing', async ({ page, context }) => {
  await signIn(page, server.origin, 'Deny');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(copy.notices.denied);
  expect((await context.cookies()).find((cookie) => cookie.name === 'drafts-session')).toBeUndefined();
});

test('without Redis the sessions live in the server process, and work the same', async ({ page }) => {
  const local = await startNextServer({
    port: ports.serverDraftsMemory,
    env: { BLOG_REVALIDATE_SECONDS: String(serverModeTest.longRevalidateSeconds), WPCOM_CLIENT_SECRET: testWpcom.clientSecret },
    keepCaches: true,
  });
  try {
    await signIn(page, local.origin);
    await expect(page.getByRole('region', { name: copy.list.heading }).getByRole('listitem')).toHaveCount(DRAFT_ORDER.length);
    await page.getByRole('button', { name: copy.signOut }).click();
    await expect(page.getByRole('link', { name: copy.signIn })).toBeVisible();
  } finally {
    // Closed first: a prefetch the page starts after the last step would otherwise meet a stopped server.
    await page.close();
    await local.stop();
  }
});
