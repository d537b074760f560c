// Each runtime module small enough to hold in mind: at most 300 lines in lib/, app/, components/ and
// instrumentation.ts (tests, scripts and content data are not runtime modules). Split a longer one by
// responsibility (lib/blog/fetch-json.ts beside lib/blog/api.ts is the example).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import test from 'node:test';

const root = join(__dirname, '../..');
const MAX_LINES = 300;

/** Modules over the limit for now, each with the reason it may be; an entry goes as soon as its file is short. */
const ALLOWED: Record<string, string> = {};

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return /\.(ts|tsx|mjs|js|cjs)$/.test(entry.name) && !/\.(test|spec)\.\w+$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

const lines = (path: string) => {
  const text = readFileSync(path, 'utf8');
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
};

const runtime = [...['lib', 'app', 'components'].flatMap((dir) => modules(join(root, dir))), join(root, 'instrumentation.ts')].map(
  (path) => ({ file: relative(root, path), lines: lines(path) }),
);

test(`no runtime module has more than ${MAX_LINES} lines`, () => {
  assert.ok(runtime.length > 100, `found only ${runtime.length} modules`);
  const long = runtime.filter(({ file, lines }) => lines > MAX_LINES && !(file in ALLOWED));
  assert.deepEqual(long, [], 'split the module by responsibility');
});

test('every allowed exception still exists and is still over the limit (else remove its entry)', () => {
  for (const file of Object.keys(ALLOWED)) {
    assert.ok(existsSync(join(root, file)), `${file} is gone`);
    assert.ok(lines(join(root, file)) > MAX_LINES, `${file} has ${lines(join(root, file))} lines now: remove it from ALLOWED`);
  }
});
