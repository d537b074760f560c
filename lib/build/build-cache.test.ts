/** @jest-environment node */
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cacheKey, folderCache } from './build-cache';

describe('the build cache', () => {
  it('keys by every part, so a changed title, host or font is a new card', () => {
    const base = ['Blog', 'One title', 'www.example.com', new Uint8Array([1, 2, 3])];
    const key = cacheKey(base);
    expect(cacheKey([...base])).toBe(key);
    expect(cacheKey(['Blog', 'One title!', 'www.example.com', new Uint8Array([1, 2, 3])])).not.toBe(key);
    expect(cacheKey(['Blog', 'One title', 'example.com', new Uint8Array([1, 2, 3])])).not.toBe(key);
    expect(cacheKey(['Blog', 'One title', 'www.example.com', new Uint8Array([1, 2, 4])])).not.toBe(key);
    // Length prefixes: moving text from one part to the next is another key.
    expect(cacheKey(['ab', 'c'])).not.toBe(cacheKey(['a', 'bc']));
  });

  it('returns the bytes it stored, and nothing for an unknown key', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'og-cache-')), 'og-cards');
    const cache = folderCache(dir, 'png');
    expect(await cache.get('abc')).toBeNull();
    await cache.put('abc', Buffer.from('png bytes'));
    expect((await cache.get('abc'))?.toString()).toBe('png bytes');
    expect(readdirSync(dir)).toEqual(['abc.png']);
  });

  it('skips a folder it cannot write', async () => {
    // A file where the folder's parent should be: mkdir fails, as on a read-only disk (root ignores modes).
    const parent = join(mkdtempSync(join(tmpdir(), 'og-cache-')), 'a-file');
    writeFileSync(parent, '');
    const cache = folderCache(join(parent, 'og-cards'), 'png');
    await expect(cache.put('abc', Buffer.from('x'))).resolves.toBeUndefined();
    expect(await cache.get('abc')).toBeNull();
  });
});
