import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { strayDotfiles } from './dotfiles.mjs';

test('finds dotfiles anywhere in the export, but not /.well-known/', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dotfiles-'));
  try {
    mkdirSync(join(dir, '.well-known'));
    mkdirSync(join(dir, 'blog', '.git'), { recursive: true });
    mkdirSync(join(dir, 'images', '.well-known'), { recursive: true });
    for (const file of ['index.html', '.env', '.well-known/security.txt', 'blog/.DS_Store', 'blog/.git/config', 'images/.well-known/x']) {
      writeFileSync(join(dir, file), 'x');
    }
    assert.deepEqual(strayDotfiles(dir).sort(), ['.env', 'blog/.DS_Store', 'blog/.git', 'images/.well-known']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
