/**
 * The container image, checked against the server build e2e/run.ts made (no image can be built here: no registry
 * serves base images). The Dockerfile is read with dockerfile-ast (deploy/dockerfile.ts); its runtime stage copies
 * only .next-server/standalone/. This spec checks that folder is all the site needs: the copies' sources exist,
 * and a server started from a copy of that folder alone, elsewhere on disk, serves pages, their scripts,
 * public/ files, the search index, GET /api/health and the metrics port's GET /health, and loads the cache handler's packages.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { readDockerfile, runtimeCopies } from '../deploy/dockerfile';
import { expect, test } from '../test-support/fixtures';
import { ports } from '../test-support/ports';

const root = join(__dirname, '..');
const standalone = join(root, '.next-server', 'standalone');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

test('every path the runtime stage copies exists in the server build', () => {
  const copies = runtimeCopies(readDockerfile(root));
  expect(copies.length).toBeGreaterThan(0);
  for (const { source } of copies) expect(existsSync(join(root, source)), source).toBe(true);
});

test('the standalone folder holds the server, the static files, public/ and the cache handler with its packages', () => {
  expect(existsSync(join(standalone, 'server.js'))).toBe(true);
  expect(readFileSync(join(standalone, '.next-server', 'BUILD_ID'), 'utf8')).toBe(
    readFileSync(join(root, '.next-server', 'BUILD_ID'), 'utf8'),
  );
  expect(files(join(standalone, '.next-server', 'static')).sort()).toEqual(files(join(root, '.next-server', 'static')).sort());
  expect(files(join(standalone, 'public')).sort()).toEqual(files(join(root, 'public')).sort());
  // The handler is loaded at run time from the path in the server's config, with its imports beside it.
  const handler = /"cacheHandler":"([^"]+)"/.exec(readFileSync(join(standalone, 'server.js'), 'utf8'))?.[1];
  expect(handler).toBeDefined();
  const handlerPath = join(standalone, '.next-server', handler!);
  expect(existsSync(handlerPath)).toBe(true);
  // Its packages (loaded by the server from the copy in the last test, with REDIS_URL set).
  for (const name of ['@fortedigital/nextjs-cache-handler', '@redis/client']) {
    expect(existsSync(join(standalone, 'node_modules', name, 'package.json')), name).toBe(true);
  }
  // Nothing secret or foreign: no env files, no sources of the site's tooling.
  const top = readdirSync(standalone);
  expect(top.filter((name) => name.startsWith('.env') || name === '.git' || name === 'scripts' || name === 'e2e')).toEqual([]);
  // Nor what the build keeps for the next build (lib/build-cache.ts), nor an export that happens to be on disk:
  // a dynamic path into the build cache once made file tracing copy both.
  expect(top).not.toContain('out');
  expect(existsSync(join(standalone, '.next-server', 'cache'))).toBe(false);
  expect(files(standalone).filter((path) => path.includes('/cache/images/') || path.includes('/cache/og-cards/'))).toEqual([]);
});

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
