/**
 * The container image, checked against the server build e2e/run.ts made (no image can be built here: no registry
 * serves base images). The Dockerfile is read with dockerfile-ast (deploy/dockerfile.ts); its runtime stage copies
 * only .next-server/standalone/. That the copies' sources exist and the folder holds what the server needs is read
 * from disk (e2e/artifacts/layout.test.ts); here a server started from a copy of that folder alone, elsewhere on
 * disk, serves pages, their scripts, public/ files, the search index and GET /api/health and the metrics
 * port's GET /health, and loads the cache handler's packages.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../test-support/fixtures';
import { ports } from '../test-support/ports';

const root = join(__dirname, '..');
const standalone = join(root, '.next-server', 'standalone');

test('a server started from a copy of that folder alone serves the site', async ({ request }) => {
  test.setTimeout(120_000);
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
    await expect.poll(async () => (await request.get(`${origin}/api/health`).catch(() => null))?.status(), { timeout: 60_000 }).toBe(200);
    const home = await request.get(`${origin}/`);
    expect(home.status()).toBe(200);
    // The image's server hashes each page's inline scripts into its policy, as every server-mode path does.
    expect(home.headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
    const scripts = [...(await home.text()).matchAll(/<script src="(\/_next\/static\/[^"]+)"/g)].map(([, src]) => src!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) expect((await request.get(`${origin}${src}`)).status(), src).toBe(200);
    for (const path of ['/og-default.png', '/pagefind/pagefind.js', '/blog', '/about']) {
      expect((await request.get(`${origin}${path}`)).status(), path).toBe(200);
    }
    // The public answer says only that it serves; the detail is on the metrics port.
    expect(await (await request.get(`${origin}/api/health`)).json()).toEqual({ status: 'ok' });
    const health = await (await request.get(`http://127.0.0.1:${ports.containerMetrics}/health`)).json();
    expect(health).toMatchObject({
      status: 'ok',
      build: { loaded: true },
      // Nothing listens at its REDIS_URL: refused, or on a busy machine the handler's 1 s connect timeout first.
      cache: { mode: 'degraded', problem: 'unreachable', reason: expect.stringMatching(/ECONNREFUSED|connect took longer than/) },
    });
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(app, { recursive: true, force: true });
  }
  expect(log).not.toMatch(/Error: Cannot find module/);
});
