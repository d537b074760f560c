/**
 * Server mode's script policy (lib/server/csp-response.ts) over HTTP: every HTML answer of the standalone server
 * (what `npm run start:server` and the image run) carries one Content-Security-Policy whose script-src is 'self'
 * and the hashes of that answer's own inline scripts, never 'unsafe-inline'. That pages hydrate under it, also
 * after a regeneration and on a first, streamed render, is Chromium's to tell: e2e/csp.server-mode.spec.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { policyDirective } from '../../test-support/csp';
import { get, once } from '../../test-support/http';
import { startNextServer, type NextServer } from '../../test-support/next-server';
import { ports } from '../../test-support/ports';
import { control, expectHashedPolicy, longWindow, PRERENDERED } from '../../test-support/server-mode';

const run = Date.now().toString(36);

describe('the server policy: each HTML answer its own script hashes', () => {
  let server: NextServer;

  before(
    async () => {
      await control('reset');
      server = await startNextServer({ port: ports.cspSite, standalone: true, startTimeoutMs: 90_000, env: longWindow });
    },
    { timeout: 120_000 },
  );
  after(async () => {
    await server?.stop();
    await control('reset');
  });

  test('static pages, the blog, search and a 404 carry their own hashes and no unsafe-inline', { timeout: 30_000 }, async () => {
    for (const path of ['/', '/about', '/blog', '/search', PRERENDERED.first.path]) {
      const response = await get(`${server.origin}${path}`);
      assert.equal(response.status, 200, path);
      expectHashedPolicy(response);
    }
    // Search compiles WebAssembly; an article may frame a video player: as before, and only there.
    const search = (await get(`${server.origin}/search`)).headers.get('content-security-policy')!;
    assert.ok(policyDirective(search, 'script-src').includes("'wasm-unsafe-eval'"), search);
    const about = (await get(`${server.origin}/about`)).headers.get('content-security-policy')!;
    assert.ok(!policyDirective(about, 'script-src').includes("'wasm-unsafe-eval'"), about);
    assert.deepEqual(policyDirective(about, 'frame-src'), ["'none'"]);
    const missing = await get(`${server.origin}/no-such-page-${run}`);
    assert.equal(missing.status, 404);
    expectHashedPolicy(missing);
  });

  test('a 304 carries no policy, so a browser keeps the one stored with its page', { timeout: 30_000 }, async () => {
    const response = await get(`${server.origin}/about`);
    const etag = response.headers.get('etag');
    assert.ok(etag, 'an ETag');
    // As a browser revalidates a stored page: only If-None-Match.
    const again = await once(`${server.origin}/about`, { headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304);
    assert.equal(again.headers['content-security-policy'], undefined);
  });
});
