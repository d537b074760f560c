// The production hosting path: Debian's nginx with deploy/nginx.conf over the test export, asked with plain HTTP
// requests the way a browser and a CDN ask (was the first half of e2e/deploy-nginx.spec.ts; how Chromium enforces
// the policy through nginx stays there). A machine without nginx skips this file outside CI; CI installs nginx, so
// there a missing nginx fails.
import assert from 'node:assert/strict';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { CACHE_CONTROL, NO_STORE_PATHS, SECURITY_HEADERS } from '../../deploy/headers';
import { findNginx, startNginx, type RunningNginx } from '../../scripts/build/nginx';
import { precompress } from '../../scripts/build/precompress';
import { unlessBuilt } from '../../test-support/artifacts';
import { buildDir } from '../../test-support/builds';
import { ports } from '../../test-support/ports';

const outDir = buildDir('test');
const skip =
  unlessBuilt('test') ||
  (!process.env.CI && findNginx() === null
    ? 'nginx is not installed: apt-get install nginx (or set NGINX_BIN) to run the deploy tests'
    : false);

type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** A plain HTTP GET that sends only the headers given and leaves the body as the server sent it. */
function fetchRaw(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

const outFile = (path: string) => readFileSync(join(outDir, path));

/** The first script and stylesheet the home page loads: real content-hashed build output. */
function buildAssets() {
  const html = outFile('index.html').toString();
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  const stylesheet = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1];
  if (!script || !stylesheet) throw new Error('out/index.html references no /_next/static script or stylesheet');
  return { script, stylesheet };
}

// What every response must carry: exactly deploy/headers.ts's headers, which the nginx snippet is generated from
// (deploy/headers.test.ts pins the values themselves).
const securityHeaders: Record<string, string> = Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key.toLowerCase(), value]));

function assertSecurityHeaders(headers: IncomingHttpHeaders, label: string) {
  assert.ok(Object.keys(securityHeaders).length >= 7);
  for (const [name, value] of Object.entries(securityHeaders)) assert.equal(headers[name], value, `${label}: ${name}`);
  const permissions = String(headers['permissions-policy'] ?? '');
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) {
    assert.ok(permissions.includes(feature), `${label}: Permissions-Policy ${feature}`);
  }
}

let nginx: RunningNginx | undefined;
before(async () => {
  if (!skip) nginx = await startNginx({ root: outDir, port: ports.nginx });
});
after(() => nginx?.stop());

test('nginx answers each page at its clean URL and at its .html file', { skip }, async () => {
  for (const [path, file] of [
    ['/', 'index.html'],
    ['/about', 'about.html'],
    ['/about.html', 'about.html'],
    ['/blog', 'blog.html'],
    ['/blog.html', 'blog.html'],
  ] as const) {
    const res = await fetchRaw(nginx!.origin + path);
    assert.equal(res.status, 200, path);
    assert.equal(res.headers['content-type'], 'text/html; charset=utf-8', path);
    assert.ok(res.body.equals(outFile(file)), `${path} serves out/${file}`);
  }
});

test('nginx redirects a trailing slash to the page, keeping the query', { skip }, async () => {
  const res = await fetchRaw(`${nginx!.origin}/about/?ref=mail`);
  assert.equal(res.status, 301);
  assert.equal(res.headers.location, '/about?ref=mail');
  assertSecurityHeaders(res.headers, '/about/');
});

test('nginx never redirects off the origin, whatever the path decodes to', { skip }, async () => {
  // A browser resolves a Location such as /\evil.example or /<TAB>/evil.example to another host, and another
  // front's slash handling could too: each path must get the 404 page or a same-origin redirect.
  for (const path of ['/%5Cevil.example/', '/%09/evil.example/', '//evil.example/', '/%2F%2Fevil.example/', '/%5C%5Cevil.example/']) {
    const res = await fetchRaw(nginx!.origin + path);
    const location = res.headers.location;
    if (location === undefined) {
      assert.equal(res.status, 404, path);
      assert.ok(res.body.equals(outFile('404.html')), `${path} serves out/404.html`);
    } else {
      assert.equal(res.status, 301, path);
      assert.match(location, /^\/[^/\\]/, path);
      assert.doesNotMatch(location, /[\\\u0000-\u001f\u007f]/, path);
      assert.equal(new URL(location, nginx!.origin).origin, nginx!.origin, path);
    }
  }
});

test('nginx answers an unknown path with the 404 page and status 404', { skip }, async () => {
  for (const path of ['/no-such-page', '/blog/0/no-such-post', '/_next/static/chunks/missing.js', '/_headers']) {
    const res = await fetchRaw(nginx!.origin + path);
    assert.equal(res.status, 404, path);
    assert.ok(res.body.equals(outFile('404.html')), `${path} serves out/404.html`);
  }
});

test('nginx sends the security headers with pages, build assets and the 404 page', { skip }, async () => {
  const { script, stylesheet } = buildAssets();
  for (const path of ['/', '/contact', '/blog', script, stylesheet, '/icon.svg', '/no-such-page']) {
    assertSecurityHeaders((await fetchRaw(nginx!.origin + path)).headers, path);
  }
});

test('nginx serves /.well-known/security.txt as text/plain', { skip }, async () => {
  const res = await fetchRaw(`${nginx!.origin}/.well-known/security.txt`);
  assert.equal(res.status, 200);
  assert.match(String(res.headers['content-type']), /^text\/plain/);
  assert.ok(res.body.equals(outFile('.well-known/security.txt')));
});

test('nginx lets browsers keep hashed build output for a year and pages for five minutes', { skip }, async () => {
  const { script, stylesheet } = buildAssets();
  for (const path of [script, stylesheet]) {
    const res = await fetchRaw(nginx!.origin + path);
    assert.equal(res.status, 200, path);
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable', path);
  }
  for (const path of ['/', '/about', '/about.html', '/blog', '/robots.txt']) {
    const res = await fetchRaw(nginx!.origin + path);
    assert.equal(res.headers['cache-control'], 'public, max-age=300, must-revalidate', path);
    assert.ok(res.headers.etag, `${path} has an ETag`);
  }
  // A missing file must not be remembered for a year, or the next deploy could not fill the gap.
  const missing = await fetchRaw(`${nginx!.origin}/_next/static/chunks/missing.js`);
  assert.equal(missing.headers['cache-control'], undefined);
});

test('nginx never lets the drafts preview be cached, at its clean URL or its .html file', { skip }, async () => {
  for (const path of NO_STORE_PATHS.flatMap((route) => [route, `${route}.html`, `${route}?id=7001`])) {
    const res = await fetchRaw(nginx!.origin + path);
    assert.equal(res.status, 200, path);
    assert.equal(res.headers['cache-control'], CACHE_CONTROL.noStore, path);
    assertSecurityHeaders(res.headers, path);
  }
});

test('nginx compresses HTML, JavaScript and CSS for clients that accept gzip', { skip }, async () => {
  const { script, stylesheet } = buildAssets();
  for (const [path, file] of [
    ['/about', 'about.html'],
    [script, script.slice(1)],
    [stylesheet, stylesheet.slice(1)],
  ] as const) {
    const gzipped = await fetchRaw(nginx!.origin + path, { 'Accept-Encoding': 'gzip' });
    assert.equal(gzipped.headers['content-encoding'], 'gzip', path);
    assert.equal(gzipped.headers.vary, 'Accept-Encoding', path);
    assert.ok(gzipped.body.length < outFile(file).length / 2, `${path} is compressed`);
    assert.ok(gunzipSync(gzipped.body).equals(outFile(file)), path);

    const plain = await fetchRaw(nginx!.origin + path);
    assert.equal(plain.headers['content-encoding'], undefined, path);
    assert.ok(plain.body.equals(outFile(file)), path);
  }
});

// One copy of the export for both: the dotfiles a careless upload might carry, and the precompress step's .gz
// files (too small, the dotfiles get none), served by one more nginx.
test('a copy with dotfiles and precompressed files: the 404 page for dotfiles, .gz files as they are', { skip }, async (t) => {
  const copy = mkdtempSync(join(tmpdir(), 'site-copy-'));
  chmodSync(copy, 0o755); // nginx started as root reads as its worker user
  cpSync(outDir, copy, { recursive: true });
  mkdirSync(join(copy, '.git'));
  mkdirSync(join(copy, '.well-known'), { recursive: true });
  writeFileSync(join(copy, '.env'), 'SECRET=do-not-serve\n');
  writeFileSync(join(copy, '.git', 'config'), '[remote "origin"]\n');
  writeFileSync(join(copy, 'blog', '.DS_Store'), 'x');
  writeFileSync(join(copy, '.well-known', 'dotfile-test.txt'), 'well known\n');
  const { files } = precompress(copy);
  assert.ok(files > 10, `${files} files precompressed`);
  const server = await startNginx({ root: copy, port: ports.nginx + 2 });
  try {
    await t.test('answers dotfiles with the 404 page but still serves /.well-known/', async () => {
      for (const path of ['/.env', '/.git/config', '/%2Eenv', '/blog/.DS_Store', '/.git/']) {
        const res = await fetchRaw(server.origin + path);
        assert.equal(res.status, 404, path);
        assert.ok(!res.body.toString().includes('do-not-serve'), path);
        assert.ok(res.body.equals(outFile('404.html')), `${path} serves out/404.html`);
      }
      const wellKnown = await fetchRaw(`${server.origin}/.well-known/dotfile-test.txt`);
      assert.equal(wellKnown.status, 200);
      assert.match(String(wellKnown.headers['content-type']), /^text\/plain/);
      assert.equal(wellKnown.body.toString(), 'well known\n');
      assertSecurityHeaders(wellKnown.headers, '/.well-known/dotfile-test.txt');
    });

    await t.test('sends precompressed files as they are when the precompress step has written them', async () => {
      const { script } = buildAssets();
      for (const [path, file, status] of [
        ['/about', 'about.html', 200],
        [script, script.slice(1), 200],
        ['/no-such-page', '404.html', 404],
      ] as const) {
        const res = await fetchRaw(server.origin + path, { 'Accept-Encoding': 'gzip' });
        assert.equal(res.status, status, path);
        assert.equal(res.headers['content-encoding'], 'gzip', path);
        // The file written at build time, byte for byte: nginx did not compress this response itself.
        assert.ok(res.body.equals(readFileSync(join(copy, `${file}.gz`))), path);
        assert.ok(gunzipSync(res.body).equals(outFile(file)), path);
        assertSecurityHeaders(res.headers, path);
      }
    });
  } finally {
    await server.stop();
    rmSync(copy, { recursive: true, force: true });
  }
});
