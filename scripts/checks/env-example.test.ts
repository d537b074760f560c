// .env.example must list every variable the site reads: the schema in lib/config/env-schema.ts is the source, plus the
// build's own checks.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { ENV_SCHEMA } from '../../lib/config/env-schema';

const read = (path: string) => readFileSync(join(__dirname, '../..', path), 'utf8');

// Next's own, or the OpenTelemetry standard's (deploy/server-mode.md documents those): not for .env.example.
const NOT_LISTED = /^(NEXT_PHASE|OTEL_\w+)$/;

test('.env.example names every variable the schema and the build read', () => {
  const pipeline = [...read('scripts/build/site-url.ts').matchAll(/OPT_OUT = '([A-Z_]+)'/g)].map((m) => m[1]!);
  const read_ = new Set([...Object.keys(ENV_SCHEMA.entries).filter((name) => !NOT_LISTED.test(name)), ...pipeline]);
  const listed = new Set([...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!));
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
