import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Drawn social cards kept between builds in Next's build cache (.next/cache/og-cards/, which CI restores), keyed
 * by everything that shapes the picture: the card's text, the site's host and name, the fonts and logo, the drawing
 * code and sharp's version. Drawing a card costs ~18 ms of CPU, and a 1,000-post blog has hundreds of them; a
 * rebuild after one edit then draws only the cards whose text changed. The bytes are the ones the drawing
 * produced, so a cached card and a fresh one are the same file.
 */
export type CardCache = {
  get(key: string): Promise<Buffer | null>;
  put(key: string, png: Buffer): Promise<void>;
};

/** SHA-256 over the parts, each length-prefixed so no two lists of parts collide. */
export function cardKey(parts: readonly (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    const bytes = typeof part === 'string' ? Buffer.from(part) : part;
    hash.update(`${bytes.length}:`).update(bytes);
  }
  return hash.digest('hex');
}

/** A folder of `<key>.png` files. A cache that cannot be read or written (a read-only disk) is simply skipped. */
export function folderCache(dir: string): CardCache {
  const file = (key: string) => join(dir, `${key}.png`);
  return {
    async get(key) {
      return readFile(file(key)).catch(() => null);
    },
    async put(key, png) {
      try {
        await mkdir(dir, { recursive: true });
        // Written under a temporary name first: parallel build workers never read half a file.
        const temporary = `${file(key)}.${process.pid}.tmp`;
        await writeFile(temporary, png);
        await rename(temporary, file(key));
      } catch {}
    },
  };
}
