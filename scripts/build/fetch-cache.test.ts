// A rebuild (npm run build, or build:server) must fetch the blog from the live API, never from Next's fetch
// cache of an earlier build: the pipeline drops that cache for both targets first and leaves the rest of .next alone.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { cleanFetchCaches, DIST_DIRS } from './fetch-cache';
import { steps } from './index';

test('drops the fetch cache of the export and of the server build, and nothing else', () => {
  const root = mkdtempSync(join(tmpdir(), 'fetch-cache-'));
  try {
    for (const dir of DIST_DIRS) {
      mkdirSync(join(root, dir, 'cache', 'fetch-cache'), { recursive: true });
      writeFileSync(join(root, dir, 'cache', 'fetch-cache', 'stale-post'), '{}');
      mkdirSync(join(root, dir, 'cache', 'images'), { recursive: true });
    }
    cleanFetchCaches(root);
    for (const dir of DIST_DIRS) {
      assert.equal(existsSync(join(root, dir, 'cache', 'fetch-cache')), false, `${dir} fetch cache kept`);
      assert.equal(existsSync(join(root, dir, 'cache', 'images')), true, `${dir} other caches removed`);
    }
    cleanFetchCaches(root); // nothing left to remove is fine
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('both build commands run it first', () => {
  const { scripts } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  assert.equal(scripts.build, 'tsx scripts/build/index.ts export');
  assert.equal(scripts['build:server'], 'tsx scripts/build/index.ts server');
  for (const target of ['export', 'server'] as const) assert.equal(steps(target)[0]?.name, 'fetch-cache reset', target);
});
