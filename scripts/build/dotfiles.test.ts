import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { refuseDotfiles, strayDotfiles } from './dotfiles';

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

test('the export step fails naming the dotfile, and passes once it is gone; /.well-known/ is fine', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dotfiles-'));
  try {
    mkdirSync(join(dir, '.well-known'));
    for (const file of ['index.html', '.well-known/security.txt', '.env']) writeFileSync(join(dir, file), 'x');
    assert.throws(() => refuseDotfiles(dir), /dotfiles a static host would serve: \.env/);
    rmSync(join(dir, '.env'));
    assert.doesNotThrow(() => refuseDotfiles(dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
