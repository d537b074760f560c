/**
 * WordPress pages in server mode: `next start` over the server build, a long window (nothing changes by itself),
 * and POST /api/revalidate with a page's id, which expires the list the pages are read under. Read over HTTP, as
 * revalidation.test.ts reads articles.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { assertExcludes, assertIncludes, eventually, get } from '../../test-support/http';
import { startNextServer, type NextServer } from '../../test-support/next-server';
import { ports, serverModeTest } from '../../test-support/ports';
import { control, longWindow, revalidate, withSecret } from '../../test-support/server-mode';

const run = Date.now().toString(36);
const poll = { timeoutMs: 20_000, intervalMs: 500 };
const page = (url: string) => get(url, { redirect: 'manual' });

let server: NextServer;

before(
  async () => {
    await control('reset');
    server = await startNextServer({ port: ports.serverPages, env: longWindow });
    // Pre-rendered with the build's short window: let it regenerate once under this server's.
    await eventually(
      async () => (await get(`${server.origin}/events/expo-2027`)).headers.get('cache-control') ?? '',
      (value) => assertIncludes(value, `s-maxage=${serverModeTest.longRevalidateSeconds}`, 'cache-control'),
      { timeoutMs: 30_000, intervalMs: 500 },
    );
  },
  { timeout: 90_000 },
);
after(async () => {
  await server?.stop();
  await control('reset');
});

test('pages are pre-rendered at their paths; a taken path keeps its route, an unknown one is a 404', { timeout: 30_000 }, async () => {
  const events = await page(`${server.origin}/events`);
  assert.equal(events.status, 200);
  assertIncludes(events.text, 'Meet us where the mission is');
  assertExcludes((await page(`${server.origin}/contact`)).text, 'This page must never replace');
  assert.equal((await page(`${server.origin}/partners/programme`)).status, 404);
  assert.equal((await page(`${server.origin}/no-such-page-${run}`)).status, 404);
});

test("a page edit appears at its path once POST /api/revalidate names the page's id", { timeout: 30_000 }, async () => {
  const marker = `Edited page ${run}`;
  await control('pages', { ID: 8102, content: `<p>${marker}</p>` });
  const url = `${server.origin}/events/expo-2027`;
  assertExcludes((await page(url)).text, marker);
  assert.equal((await revalidate(server.origin, withSecret, { id: 8102 })).status, 200);
  await eventually(
    () => page(url),
    ({ text }) => assertIncludes(text, marker, url),
    poll,
  );
});

test('a page published after the build renders on its first request once the list is revalidated', { timeout: 30_000 }, async () => {
  const title = `Webinars ${run}`;
  await control('pages', { ID: 8150, slug: `webinars-${run}`, title, content: '<p>Published after the build.</p>' });
  assert.equal((await revalidate(server.origin, withSecret, { id: 8150 })).status, 200);
  const url = `${server.origin}/webinars-${run}`;
  await eventually(
    () => page(url),
    ({ status }) => assert.equal(status, 200),
    poll,
  );
  assertIncludes((await page(url)).text, 'Published after the build.');
});
