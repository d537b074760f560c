import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { COMPILE_HINT, addCompileHints } from './compile-hints';

function fixture(manifest: unknown) {
  const dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  const dist = join(dir, '.next');
  const statics = join(dir, 'out', '_next', 'static');
  mkdirSync(dist, { recursive: true });
  mkdirSync(join(statics, 'chunks'), { recursive: true });
  writeFileSync(join(dist, 'build-manifest.json'), JSON.stringify(manifest));
  for (const name of ['runtime.js', 'react.js', 'page.js']) writeFileSync(join(statics, 'chunks', name), `/* ${name} */`);
  return { dir, dist, statics, read: (name: string) => readFileSync(join(statics, 'chunks', name), 'utf8') };
}

test('marks the runtime chunks only, once, and keeps their code', () => {
  const { dir, dist, statics, read } = fixture({ rootMainFiles: ['static/chunks/runtime.js', 'static/chunks/react.js'] });
  try {
    assert.match(addCompileHints(dist, statics), /2 runtime chunks .* \(2 marked now\)/);
    assert.equal(read('runtime.js'), `${COMPILE_HINT}/* runtime.js */`);
    assert.equal(read('react.js'), `${COMPILE_HINT}/* react.js */`);
    assert.equal(read('page.js'), '/* page.js */');
    assert.match(addCompileHints(dist, statics), /\(0 marked now\)/);
    assert.equal(read('runtime.js'), `${COMPILE_HINT}/* runtime.js */`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a manifest without runtime chunks, or naming a chunk the build lacks, stops the build with the reason', () => {
  for (const [manifest, reason] of [
    [{}, /names no rootMainFiles/],
    [{ rootMainFiles: ['static/chunks/gone.js'] }, /runtime chunk chunks\/gone\.js is not in/],
  ] as const) {
    const { dir, dist, statics } = fixture(manifest);
    try {
      assert.throws(() => addCompileHints(dist, statics), reason);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
});
