import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { diffTrees } from './out-diff';

function tree(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'out-diff-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

test('names changed, added and removed files by content, and counts the bytes an upload sends', () => {
  const before = tree({ 'a.html': 'same', 'blog/b.html': 'old', 'gone.txt': 'x', 'c.txt': 'abc' });
  const after = tree({ 'a.html': 'same', 'blog/b.html': 'new!', 'new.txt': '12', 'c.txt': 'abd' });
  const diff = diffTrees(before, after);
  assert.deepEqual(diff.changed, ['blog/b.html', 'c.txt']);
  assert.deepEqual(diff.added, ['new.txt']);
  assert.deepEqual(diff.removed, ['gone.txt']);
  assert.equal(diff.unchanged, 1);
  assert.equal(diff.files, 4);
  assert.equal(diff.uploadBytes, 4 + 3 + 2);
});
