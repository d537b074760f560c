// A configured blog whose API fails at build time must fail the build, loudly, and leave the last export alone:
// a good deployed blog is never replaced by an empty one. This runs the real pipeline (`npm run build`'s
// scripts/build/index.ts) against a local API that answers every request with a 500, the way WordPress.com does
// when it is down: its first question to the API stops it, in seconds, before `next build` compiles anything.
// (Should the API fail later, inside `next build`, lib/blog/source.ts throws the same error: source.test.ts.)
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

function failingApi(): Promise<{ server: Server; requests: (string | undefined)[] }> {
  const requests: (string | undefined)[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url);
    res.writeHead(500, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: 'internal_error', message: 'Something went wrong' }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, requests })));
}

function build(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  // Only this test's configuration: nothing from the caller's shell decides what the build reads.
  const clean: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(clean)) if (key.startsWith('NEXT_PUBLIC_') || key === 'NEXT_OUTPUT') delete clean[key];
  return new Promise((resolve) => {
    const child = spawn(join(root, 'node_modules/.bin/tsx'), [join(root, 'scripts/build/index.ts'), 'export'], {
      cwd: root,
      env: { ...clean, ...env, SKIP_TYPECHECK: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

test(
  'a build whose blog API fails stops with a message naming the site, the URL and the status, and keeps out/',
  { timeout: 60_000 },
  async () => {
    const exported = join(root, 'out', 'index.html');
    const before = existsSync(exported) ? statSync(exported).mtimeMs : null;
    const { server, requests } = await failingApi();
    try {
      const { port } = server.address() as AddressInfo;
      const { code, output } = await build({
        NEXT_PUBLIC_SITE_URL: 'https://www.example.com',
        NEXT_PUBLIC_BLOG_API_BASE: `http://127.0.0.1:${port}`,
        NEXT_PUBLIC_BLOG_SITE: 'down.wordpress.com',
      });
      assert.notEqual(code, 0, 'the build succeeded against a failing API');
      assert.match(output, /\[blog\] Could not load the posts of NEXT_PUBLIC_BLOG_SITE="down\.wordpress\.com"/);
      assert.match(output, new RegExp(`GET http://127\\.0\\.0\\.1:${port}/rest/v1\\.1/sites/down\\.wordpress\\.com/posts\\?\\S* .*500`));
      assert.match(output, /never replaced by an empty one/);
      assert.match(output, /\[build export 2\/\d+\] blog API failed/);
      assert.doesNotMatch(output, /next build \(static export/, 'the build went on to next build');
      // The fetch helper retried before giving up.
      assert.ok(requests.length > 1, `expected retries, saw ${requests.length} request(s)`);
    } finally {
      server.close();
    }
    const after = existsSync(exported) ? statSync(exported).mtimeMs : null;
    assert.equal(after, before, 'the failed build touched the previous export');
  },
);
