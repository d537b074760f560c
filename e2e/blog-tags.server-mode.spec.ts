/**
 * Tag archives in server mode (`next start` over .next-server/, against the server build's own fake API): the
 * pre-rendered archive and its later page, the redirect of /page/1, a 404 for an unknown tag, an article's tag
 * links and the sitemap, as on the export (e2e/blog-tags.spec.ts walks every archive there).
 */
import { expect, test } from '../test-support/fixtures';
import { startNextServer, type NextServer } from '../test-support/next-server';
import { ports, serverModeTest } from '../test-support/ports';

test.describe.configure({ mode: 'serial' });

let server: NextServer;

test.beforeAll(async () => {
  // Only pages as built are read here: the caches server-mode.spec.ts relies on stay as they are.
  server = await startNextServer({
    port: ports.serverTags,
    env: { BLOG_REVALIDATE_SECONDS: String(serverModeTest.longRevalidateSeconds) },
    keepCaches: true,
  });
});
test.afterAll(async () => server?.stop());

test('a tag archive and its pages are served, /page/1 redirects, an unknown tag is a 404, and the sitemap lists them', async ({
  request,
  page,
}) => {
  const first = await request.get(`${server.origin}/blog/tag/runbooks`);
  expect(first.status()).toBe(200);
  const html = await first.text();
  expect(html.match(/<article /g)).toHaveLength(20);
  expect(html).not.toMatch(/<meta name="robots"/);

  const second = await request.get(`${server.origin}/blog/tag/runbooks/page/2`);
  expect(second.status()).toBe(200);
  expect((await second.text()).match(/<article /g)).toHaveLength(2);

  const moved = await request.get(`${server.origin}/blog/tag/runbooks/page/1`, { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(moved.headers()['location']).toMatch(/\/blog\/tag\/runbooks$/);

  expect((await request.get(`${server.origin}/blog/tag/no-such-tag`)).status()).toBe(404);

  const sitemap = await (await request.get(`${server.origin}/sitemap.xml`)).text();
  expect(sitemap).toContain('/blog/tag/runbooks</loc>');
  expect(sitemap).toContain('/blog/tag/runbooks/page/2</loc>');

  await page.goto(`${server.origin}/blog/4101/hardening-fkp-clusters-for-a-stig-audit`);
  await expect(page.getByRole('article').getByRole('list', { name: 'Tags' }).getByRole('link')).toHaveText(['STIG', 'FIPS 140-2']);
});
