// A link to a section of a document (`docs/benchmarks.md#load`, `[figures](../docs/benchmarks.md#search)`, `(#blog)`)
// must land on a heading that exists: a rewritten document that drops or renames a section fails here, naming
// every file that still points at it, code comments included.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import test from 'node:test';

const root = join(__dirname, '../..');

/** Folders that hold no source: dependencies, builds, reports. */
const SKIPPED = /^(node_modules|\.git|\.next.*|\.test-builds|out(-.*)?|reports|playwright-report|test-results|coverage)$/;
const TEXT = /\.(md|ts|tsx|js|mjs|cjs|ya?ml|json|css|sh)$/;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED.test(entry.name) ? [] : walk(join(dir, entry.name));
    return TEXT.test(entry.name) || entry.name === 'run' ? [join(dir, entry.name)] : [];
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen. */
export function slug(heading: string): string {
  const text = heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // a link's text
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
}

/** The anchors a Markdown document offers: its headings (outside code blocks, repeats numbered) and `<a id>`s. */
export function anchors(markdown: string): Set<string> {
  const found = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(```+|~~~+)/.exec(line)?.[1];
    if (marker) {
      if (fence === null) fence = marker[0]!;
      else if (marker[0] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const base = slug(heading);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      found.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const match of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) found.add(match[1]!);
  }
  return found;
}

export type Reference = { file: string; target: string; anchor: string };

/**
 * The section links in one file. A path is read as a Markdown link does (beside the file) and, for code comments
 * and prose that name `docs/x.md`, from the repository's root; `(#anchor)` in a Markdown file is its own.
 */
export function references(file: string, text: string, exists: (path: string) => boolean): Reference[] {
  const found: Reference[] = [];
  for (const match of text.matchAll(/([\w./-]*\.md)#([\w-]+)/g)) {
    const [, path = '', anchor = ''] = match;
    if (path.startsWith('//') || text[match.index - 1] === ':') continue; // a URL: another site's page
    const beside = resolve(root, dirname(file), path);
    const target = exists(beside) ? beside : resolve(root, path.replace(/^(\.\.?\/)+/, ''));
    found.push({ file, target: relative(root, target), anchor });
  }
  if (file.endsWith('.md')) {
    for (const match of text.matchAll(/\]\(#([\w-]+)\)/g)) found.push({ file, target: file, anchor: match[1]! });
  }
  return found;
}

function brokenReferences(files: string[]): string[] {
  const cache = new Map<string, Set<string> | null>();
  const offered = (target: string) => {
    if (!cache.has(target)) {
      const path = join(root, target);
      cache.set(target, existsSync(path) ? anchors(readFileSync(path, 'utf8')) : null);
    }
    return cache.get(target)!;
  };
  const broken: string[] = [];
  // This file's own examples of broken links are not links.
  for (const path of files.filter((file) => file !== __filename)) {
    const file = relative(root, path);
    for (const { target, anchor } of references(file, readFileSync(path, 'utf8'), existsSync)) {
      const sections = offered(target);
      if (sections === null) broken.push(`${file}: ${target} does not exist (#${anchor})`);
      else if (!sections.has(anchor)) broken.push(`${file}: ${target} has no section #${anchor}`);
    }
  }
  return broken;
}

test('every link to a section of a document, in the docs and in code comments, lands on a heading', () => {
  const files = walk(root);
  assert.ok(files.some((file) => file.endsWith(join('docs', 'benchmarks.md'))));
  assert.deepEqual(brokenReferences(files), []);
});

test('anchors are GitHub\u2019s, and a missing section or file is caught', () => {
  assert.equal(
    slug('Rebuild after one edited post: what changes, what the upload sends'),
    'rebuild-after-one-edited-post-what-changes-what-the-upload-sends',
  );
  assert.equal(slug('Server mode at 10,000 posts'), 'server-mode-at-10000-posts');
  assert.equal(slug("Lighthouse's first paint in `headless` Chromium"), 'lighthouses-first-paint-in-headless-chromium');
  const doc = ['# Title', '## Load', '```sh', '# not a heading', '```', '## Load', '<a id="kept"></a>'].join('\n');
  assert.deepEqual([...anchors(doc)].sort(), ['kept', 'load', 'load-1', 'title']);

  const exists = (path: string) => path === join(root, 'docs', 'benchmarks.md');
  const comment = '// figures: docs/benchmarks.md#load and [x](../docs/benchmarks.md#search), see (#local)';
  assert.deepEqual(references('lib/server/cache/handler.mjs', comment, exists), [
    { file: 'lib/server/cache/handler.mjs', target: 'docs/benchmarks.md', anchor: 'load' },
    { file: 'lib/server/cache/handler.mjs', target: 'docs/benchmarks.md', anchor: 'search' },
  ]);
  assert.deepEqual(references('README.md', 'https://github.com/o/r/blob/main/README.md#x', exists), []);
  assert.deepEqual(references('docs/decisions.md', '[b](benchmarks.md#ci) and [c](#local)', exists), [
    { file: 'docs/decisions.md', target: 'docs/benchmarks.md', anchor: 'ci' },
    { file: 'docs/decisions.md', target: 'docs/decisions.md', anchor: 'local' },
  ]);
  const current = anchors(readFileSync(join(root, 'docs', 'benchmarks.md'), 'utf8'));
  assert.ok(current.has('blog-build') && !current.has('no-such-section'));
});
