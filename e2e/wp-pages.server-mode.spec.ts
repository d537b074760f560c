/**
 * WordPress pages in server mode: `next start` over the server build, a long window (nothing changes by itself),
 * and POST /api/revalidate with a page's id, which expires the list the pages are read under. Read over HTTP, as
 * server-mode.spec.ts reads articles.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../test-support/fixtures';
import { startNextServer, type NextServer } from '../test-support/next-server';
import { ports, serverModeTest } from '../test-support/ports';

const api = `http://127.0.0.1:${ports.serverWpcom}`;
const run = Date.now().toString(36);

async function control(request: APIRequestContext, path: string, data?: unknown) {
  const response = await request.post(`${api}/__control/${path}`, { data: data ?? {} });
  expect(response.ok(), `fake API ${path}`).toBe(true);
}

async function get(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 });
  return { status: response.status(), html: await response.text() };
}

test.describe.configure({ mode: 'serial' });

let server: NextServer;
const headers = { authorization: `Bearer ${serverModeTest.secret}` };

test.beforeAll(async ({ request }) => {
  test.setTimeout(60_000);
  await control(request, 'reset');
  server = await startNextServer({
    port: ports.serverPages,
    env: { BLOG_REVALIDATE_SECONDS: String(serverModeTest.longRevalidateSeconds), REVALIDATE_SECRET: serverModeTest.secret },
  });
  // Pre-rendered with the build's short window: let it regenerate once under this server's.
  await expect
    .poll(async () => (await request.get(`${server.origin}/events/expo-2027`)).headers()['cache-control'], {
      timeout: 30_000,
      intervals: [500],
    })
    .toContain(`s-maxage=${serverModeTest.longRevalidateSeconds}`);
});
test.afterAll(async ({ request }) => {
  await server?.stop();
  await control(request, 'reset');
});

test('pages are pre-rendered at their paths; a taken path keeps its route, an unknown one is a 404', async ({ request }) => {
  const page = await get(request, `${server.origin}/events`);
  expect(page.status).toBe(200);
  expect(page.html).toContain('Meet us where the mission is');
  expect((await get(request, `${server.origin}/contact`)).html).not.toContain('This page must never replace');
  expect((await get(request, `${server.origin}/partners/programme`)).status).toBe(404);
  expect((await get(request, `${server.origin}/no-such-page-${run}`)).status).toBe(404);
});

test("a page edit appears at its path once POST /api/revalidate names the page's id", async ({ request }) => {
  const marker = `Edited page ${run}`;
  await control(request, 'pages', { ID: 8102, content: `<p>${marker}</p>` });
  const url = `${server.origin}/events/expo-2027`;
  expect((await get(request, url)).html).not.toContain(marker);
  const response = await request.post(`${server.origin}/api/revalidate`, { headers, data: { id: 8102 } });
  expect(response.status()).toBe(200);
  await expect.poll(async () => (await get(request, url)).html, { timeout: 20_000, intervals: [500] }).toContain(marker);
});

test('a page published after the build renders on its first request once the list is revalidated', async ({ request }) => {
  const title = `Webinars ${run}`;
  await control(request, 'pages', { ID: 8150, slug: `webinars-${run}`, title, content: '<p>Published after the build.</p>' });
  const response = await request.post(`${server.origin}/api/revalidate`, { headers, data: { id: 8150 } });
  expect(response.status()).toBe(200);
  await expect
    .poll(async () => (await get(request, `${server.origin}/webinars-${run}`)).status, { timeout: 20_000, intervals: [500] })
    .toBe(200);
  expect((await get(request, `${server.origin}/webinars-${run}`)).html).toContain('Published after the build.');
});
