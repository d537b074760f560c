// .env.example must list every variable the site reads: lib/env.ts is the source, plus the build's own checks.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const read = (path: string) => readFileSync(join(__dirname, '../..', path), 'utf8');

test('.env.example names every variable lib/env.ts and the build read', () => {
  const sources = [read('lib/env.ts'), read('scripts/build/site-url.ts').replace(/OPT_OUT = '([A-Z_]+)'/, 'process.env.$1')];
  const read_ = new Set(sources.flatMap((source) => [...source.matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1])));
  const listed = new Set([...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
  assert.ok(read_.size >= 9, `found only ${[...read_].join(', ')}`);
  assert.deepEqual(
    [...read_].filter((name) => !listed.has(name)),
    [],
  );
  assert.deepEqual(
    [...listed].filter((name) => !read_.has(name)),
    [],
    '.env.example lists a variable nothing reads',
  );
});

test('git ignores every .env file except the example', () => {
  const ignore = read('.gitignore')
    .split('\n')
    .map((line) => line.trim());
  assert.ok(ignore.includes('.env'));
  assert.ok(ignore.includes('.env.*'));
  assert.ok(ignore.includes('!.env.example'));
});
