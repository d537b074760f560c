import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildId, codeIdentity, sourceDigest } from './build-id';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'build-id-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

test('the same code and settings give the same id, build after build', () => {
  const env = { NEXT_PUBLIC_SITE_URL: 'https://www.example.com', HOME: '/a' };
  assert.equal(buildId('/x', env, 'git:abc'), buildId('/x', { ...env, HOME: '/b', RANDOM: String(Math.random()) }, 'git:abc'));
  assert.match(buildId('/x', env, 'git:abc'), /^[0-9a-f]{20}$/);
});

test('another commit, public setting or target gives another id', () => {
  const env = { NEXT_PUBLIC_SITE_URL: 'https://www.example.com' };
  const id = buildId('/x', env, 'git:abc');
  assert.notEqual(buildId('/x', env, 'git:abd'), id);
  assert.notEqual(buildId('/x', { ...env, NEXT_PUBLIC_BLOG_SITE: 'other.wordpress.com' }, 'git:abc'), id);
  assert.notEqual(buildId('/x', { ...env, NEXT_OUTPUT: 'server' }, 'git:abc'), id);
});

test('without git the sources and lockfile name the code, and generated search files do not', () => {
  const root = tree({ 'app/page.tsx': 'a', 'package-lock.json': '{}', 'public/pagefind/x.js': '1', 'out/index.html': 'x' });
  const before = sourceDigest(root);
  assert.equal(codeIdentity(root), `src:${before}`);
  writeFileSync(join(root, 'public/pagefind/x.js'), '2');
  writeFileSync(join(root, 'out/index.html'), 'y');
  assert.equal(sourceDigest(root), before);
  writeFileSync(join(root, 'package-lock.json'), '{"v":2}');
  assert.notEqual(sourceDigest(root), before);
  writeFileSync(join(root, 'package-lock.json'), '{}');
  writeFileSync(join(root, 'app/page.tsx'), 'b');
  assert.notEqual(sourceDigest(root), before);
});
