/**
 * The drafts preview's sign-in, played against the fake WordPress.com API (dev-services/fake-wpcom/oauth.ts). The test
 * builds' redirect URL is the configured site URL (http://localhost:3000/blog/drafts), which nothing serves in
 * the suite: `followRedirectUrl` points the authorize page's redirect at the server under test, fragment and all.
 */
import type { Page, Request } from '@playwright/test';
import { DEFAULT_SITE_URL } from '@/lib/config/env';
import { TOKEN_KEY } from '@/lib/blog/drafts/oauth';
import { expect } from './fixtures';
import { DRAFT_PAGES } from '../dev-services/fake-wpcom/draft-pages';

export { DRAFT_PAGES };

export const DRAFTS = {
  /** Every kind of content finding, no featured image, a long title and no excerpt. */
  everyFinding: 7001,
  /** Pending review, nothing to change. */
  clean: 7002,
  /** Scheduled for 15 January 2027. */
  scheduled: 7003,
  /** The hostile corpus (test-support/blog-xss-payloads.ts). */
  hostile: 7004,
};

/** Newest change first, as the fake dates them: the posts, then the draft pages (dev-services/fake-wpcom/draft-pages.ts). */
export const DRAFT_ORDER = [
  DRAFTS.everyFinding,
  DRAFTS.clean,
  DRAFTS.scheduled,
  DRAFTS.hostile,
  DRAFT_PAGES.child,
  DRAFT_PAGES.takenPath,
  DRAFT_PAGES.parent,
  DRAFT_PAGES.clean,
];

async function followRedirectUrl(page: Page, origin: string) {
  // The authorize page's answer is rewritten, not the request to the site URL it redirects to: Chromium's headless
  // shell does not route a request a redirect leads to (it fails, to chrome-error://), where the full browser does.
  await page.route('**/oauth2/authorize/decide?**', async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    const location = response.headers()['location'] ?? '';
    const headers = { ...response.headers(), location: location.replace(`${DEFAULT_SITE_URL}/`, `${origin}/`) };
    await route.fulfill({ response, headers });
  });
}

/** Every request that carried an Authorization header, by URL and the page that sent it. */
export function watchAuthorization(page: Page): { url: string; from: string }[] {
  const sent: { url: string; from: string }[] = [];
  page.on('request', (request: Request) => {
    if (request.headers()['authorization']) sent.push({ url: request.url(), from: request.frame()?.url() ?? '' });
  });
  return sent;
}

/** Every address the page's frames were at, and every request URL. */
export function watchAddresses(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(request.url()));
  page.on('framenavigated', (frame) => seen.push(frame.url()));
  return seen;
}

/** Presses "Sign in with WordPress.com" and the fake's button `decision` (Approve, Deny, Approve for …). */
export async function signIn(page: Page, origin: string, decision: string | RegExp = /^Approve$/, path = '/blog/drafts') {
  await followRedirectUrl(page, origin);
  await page.goto(`${origin}${path}`);
  // A button (the browser's sign-in), or in server mode's code grant a link to the server's sign-in route.
  const name = 'Sign in with WordPress.com';
  await page.getByRole('button', { name }).or(page.getByRole('link', { name })).click();
  await page.getByRole('button', { name: decision }).click();
  await page.waitForURL((url) => url.origin === origin && url.pathname === '/blog/drafts');
}

export async function storedToken(page: Page): Promise<{ accessToken: string } | null> {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? 'null'), TOKEN_KEY);
}

export async function expectNoTokenInAddress(page: Page) {
  expect(page.url()).not.toMatch(/access_token|#/);
}
