/**
 * Pages of the server build as built, over HTTP (`next start`, long window, caches left as they are): tag
 * archives as on the export (e2e/blog-tags.spec.ts walks every archive there), the headers of the drafts preview
 * (e2e/blog-drafts.server-mode.spec.ts signs an editor in) and the policy that lets the analytics reach their
 * collector (e2e/analytics.server-mode.spec.ts counts the events in Chromium).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { elements, parseHtml } from '../../scripts/audit/lib/html';
import { attr, textContent, type HtmlElement } from '../../test-support/artifacts';
import { assertExcludes, assertIncludes, get } from '../../test-support/http';
import { startNextServer, type NextServer } from '../../test-support/next-server';
import { ports, serverModeTest, testAnalytics } from '../../test-support/ports';
import { PRERENDERED, serverApi } from '../../test-support/server-mode';

let server: NextServer;

before(
  async () => {
    // Only pages no test changes are read here: the caches the other server tests rely on stay as they are.
    server = await startNextServer({
      port: ports.serverAsBuilt,
      env: { BLOG_REVALIDATE_SECONDS: String(serverModeTest.longRevalidateSeconds) },
      keepCaches: true,
    });
  },
  { timeout: 60_000 },
);
after(() => server?.stop());

/** The names of the links in the list named `name` of the page's one article, as a screen reader lists them. */
function articleListLinks(html: string, name: string): string[] {
  const all = elements(parseHtml(html));
  const articles = all.filter((el) => el.tagName === 'article' || attr(el, 'role') === 'article');
  assert.equal(articles.length, 1, 'one article');
  const byId = (id: string) => all.find((el) => attr(el, 'id') === id);
  const accessibleName = (el: HtmlElement) => {
    const labelledBy = attr(el, 'aria-labelledby');
    const label = labelledBy === undefined ? undefined : byId(labelledBy);
    return label ? textContent(label).trim() : attr(el, 'aria-label');
  };
  const lists = elements(articles[0]!).filter((el) => el.tagName === 'ul' && accessibleName(el) === name);
  assert.equal(lists.length, 1, `one list named ${name}`);
  return elements(lists[0]!)
    .filter((el) => el.tagName === 'a' && attr(el, 'href') !== undefined)
    .map((el) => textContent(el).replace(/\s+/g, ' ').trim());
}

test(
  'a tag archive and its pages are served, /page/1 redirects, an unknown tag is a 404, and the sitemap lists them',
  { timeout: 30_000 },
  async () => {
    const first = await get(`${server.origin}/blog/tag/runbooks`);
    assert.equal(first.status, 200);
    assert.equal(first.text.match(/<article /g)?.length, 20);
    assert.doesNotMatch(first.text, /<meta name="robots"/);

    const second = await get(`${server.origin}/blog/tag/runbooks/page/2`);
    assert.equal(second.status, 200);
    assert.equal(second.text.match(/<article /g)?.length, 2);

    const moved = await get(`${server.origin}/blog/tag/runbooks/page/1`, { redirect: 'manual' });
    assert.equal(moved.status, 308);
    assert.match(moved.headers.get('location') ?? '', /\/blog\/tag\/runbooks$/);

    assert.equal((await get(`${server.origin}/blog/tag/no-such-tag`)).status, 404);

    const sitemap = (await get(`${server.origin}/sitemap.xml`)).text;
    assertIncludes(sitemap, '/blog/tag/runbooks</loc>', 'the sitemap');
    assertIncludes(sitemap, '/blog/tag/runbooks/page/2</loc>', 'the sitemap');

    const article = await get(`${server.origin}${PRERENDERED.first.path}`);
    assert.equal(article.status, 200);
    assert.deepEqual(articleListLinks(article.text, 'Tags'), ['STIG', 'FIPS 140-2']);
  },
);

test(
  'the server never lets /blog/drafts be cached, and holds it to the article policy with the API alone to talk to',
  { timeout: 30_000 },
  async () => {
    const response = await get(`${server.origin}/blog/drafts`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'private, no-store');
    const policy = response.headers.get('content-security-policy') ?? '';
    // The WordPress.com API alone: no EmailJS, no analytics collector (this build has one), not even the site.
    assertIncludes(policy, `connect-src ${serverApi};`, policy);
    assert.match(policy, /frame-src https:\/\/www\.youtube-nocookie\.com/);
    assertExcludes(policy, "'unsafe-eval'", policy);
    assert.match(response.text, /<meta name="robots" content="noindex, nofollow"/);
  },
);

test(
  "analytics: the server's policy adds the collector to connect-src, and script-src is the page's hashes",
  { timeout: 30_000 },
  async () => {
    const policy = (await get(`${server.origin}/`)).headers.get('content-security-policy') ?? '';
    const collector = new URL(testAnalytics.endpoint).origin;
    assert.match(policy, new RegExp(`connect-src [^;]*${collector.replace(/[.:/]/g, '\\$&')}`));
    assert.match(policy, /script-src 'self'( 'sha256-[\w+/=]+')+;/);
  },
);
