// The build's own type check (scripts/build/typecheck.ts) over a small project: a type error fails it with tsc's
// report, a clean tree passes, tests are left to `npm run typecheck`, and the e2e builds' SKIP_TYPECHECK=1 skips it.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { startTypeCheck } from './typecheck';

const root = mkdtempSync(join(tmpdir(), 'typecheck-'));
symlinkSync(join(__dirname, '../../node_modules'), join(root, 'node_modules'));
writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, noEmit: true, types: [], lib: ['es2022'] } }));
mkdirSync(join(root, 'app'));
after(() => rmSync(root, { recursive: true, force: true }));

test('a type error fails the check with the file, the line and the message', async () => {
  writeFileSync(join(root, 'app', 'page.ts'), "export const count: number = 'three';\n");
  await assert.rejects(startTypeCheck(root, join(root, '.cache-a')), /app\/page\.ts\(1,14\): error TS2322/);
});

test('a clean tree passes', async () => {
  writeFileSync(join(root, 'app', 'page.ts'), 'export const count: number = 3;\n');
  assert.match(await startTypeCheck(root, join(root, '.cache-b')), /^no type errors/);
});

test("a test's type error does not stop the build: npm test's own type check reports it", async () => {
  writeFileSync(join(root, 'app', 'page.ts'), 'export const count: number = 3;\n');
  writeFileSync(join(root, 'app', 'page.test.ts'), "export const expected: number = 'three';\n");
  assert.match(await startTypeCheck(root, join(root, '.cache-d')), /^no type errors/);
  rmSync(join(root, 'app', 'page.test.ts'));
});

test('SKIP_TYPECHECK=1 skips it without starting tsc', async () => {
  writeFileSync(join(root, 'app', 'page.ts'), "export const count: number = 'three';\n");
  assert.match(await startTypeCheck(root, join(root, '.cache-c'), { SKIP_TYPECHECK: '1' }), /^skipped/);
});
