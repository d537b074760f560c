/**
 * The container image, checked against the server build e2e/run.ts made (no image can be built here: no registry
 * serves base images). The Dockerfile is read with dockerfile-ast (deploy/dockerfile.ts); its runtime stage copies
 * only .next-server/standalone/. That the copies' sources exist and the folder holds what the server needs is read
 * from disk (e2e/artifacts/layout.test.ts); here a server started from a copy of that folder alone, elsewhere on
 * disk, serves pages, their scripts, public/ files, the search index and GET /api/health and the metrics
 * port's GET /health, and loads the cache handler's packages.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { eventually, get } from '../../test-support/http';
import { ports } from '../../test-support/ports';
import { metricsHealth } from '../../test-support/server-mode';

const root = join(__dirname, '..', '..');
const standalone = join(root, '.next-server', 'standalone');

test('a server started from a copy of that folder alone serves the site', { timeout: 120_000 }, async () => {
  const app = mkdtempSync(join(tmpdir(), 'site-image-'));
  cpSync(standalone, app, { recursive: true });
  const origin = `http://127.0.0.1:${ports.containerSite}`;
  let log = '';
  // As the image runs it: node server.js in its folder, with the image's environment.
  const server = spawn(process.execPath, ['server.js'], {
    cwd: app,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      NEXT_OUTPUT: 'server',
      HOSTNAME: '127.0.0.1',
      PORT: String(ports.containerSite),
      // A Redis that is not there: the handler loads its packages from the copy, and the site serves from the local cache.
      REDIS_URL: 'redis://127.0.0.1:1',
      METRICS_PORT: String(ports.containerMetrics),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk) => (log += chunk));
  server.stderr.on('data', (chunk) => (log += chunk));
  try {
    await eventually(
      () => get(`${origin}/api/health`),
      ({ status }) => assert.equal(status, 200),
      { timeoutMs: 60_000, intervalMs: 1_000 },
    );
    const home = await get(`${origin}/`);
    assert.equal(home.status, 200);
    // The image's server hashes each page's inline scripts into its policy, as every server-mode path does.
    assert.match(home.headers.get('content-security-policy') ?? '', /script-src 'self'( 'sha256-[\w+/=]+')+;/);
    const scripts = [...home.text.matchAll(/<script src="(\/_next\/static\/[^"]+)"/g)].map(([, src]) => src!);
    assert.ok(scripts.length > 0, 'the home page loads scripts');
    for (const src of scripts) assert.equal((await get(`${origin}${src}`)).status, 200, src);
    for (const path of ['/og-default.png', '/pagefind/pagefind.js', '/blog', '/about']) {
      assert.equal((await get(`${origin}${path}`)).status, 200, path);
    }
    // The public answer says only that it serves; the detail is on the metrics port.
    assert.deepEqual((await get(`${origin}/api/health`)).json(), { status: 'ok' });
    const health = await metricsHealth(ports.containerMetrics);
    assert.partialDeepStrictEqual(health, {
      status: 'ok',
      build: { loaded: true },
      cache: { mode: 'degraded', problem: 'unreachable' },
    });
    // Nothing listens at its REDIS_URL: refused, or on a busy machine the handler's 1 s connect timeout first.
    assert.match(health.cache.reason ?? '', /ECONNREFUSED|connect took longer than/);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(app, { recursive: true, force: true });
  }
  assert.doesNotMatch(log, /Error: Cannot find module/);
});
