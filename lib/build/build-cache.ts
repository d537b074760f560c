import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { env } from '@/lib/config/env';

/**
 * Files a build makes and the next build can reuse, kept in Next's build cache (.next/cache/<name>/, or
 * .next-server/cache/<name>/ in server mode; the rebuild workflow restores it), keyed by everything that shapes
 * the bytes: the social cards (~18 ms of CPU each, hundreds on a 1,000-post blog; lib/build/og/render-card.ts) and the
 * raster images' encoded variants (~5 s of CPU a build, most of it AVIF; lib/build/images/encode.ts). The bytes are the
 * ones the drawing or encoding produced, so a cached file and a fresh one are the same file.
 */
export type BuildCache = {
  get(key: string): Promise<Buffer | null>;
  put(key: string, bytes: Buffer): Promise<void>;
};

/** SHA-256 over the parts, each length-prefixed so no two lists of parts collide. */
export function cacheKey(parts: readonly (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    const bytes = typeof part === 'string' ? Buffer.from(part) : part;
    hash.update(`${bytes.length}:`).update(bytes);
  }
  return hash.digest('hex');
}

/**
 * A folder of `<key>.<extension>` files. A cache that cannot be read or written (a read-only disk) is simply
 * skipped. The paths are marked turbopackIgnore: the cache is the build's, never the running server's, and
 * without the mark Next's file tracing copies whatever the folder (or a stale out/) holds into the standalone
 * server.
 */
export function folderCache(dir: string, extension: string): BuildCache {
  const file = (key: string) => join(/* turbopackIgnore: true */ dir, `${key}.${extension}`);
  return {
    async get(key) {
      return readFile(/* turbopackIgnore: true */ file(key)).catch(() => null);
    },
    async put(key, bytes) {
      try {
        await mkdir(/* turbopackIgnore: true */ dir, { recursive: true });
        // Written under a temporary name first: parallel build workers never read half a file.
        const temporary = `${file(key)}.${process.pid}.tmp`;
        await writeFile(/* turbopackIgnore: true */ temporary, bytes);
        await rename(/* turbopackIgnore: true */ temporary, /* turbopackIgnore: true */ file(key));
      } catch {}
    },
  };
}

/** The build cache's folder for one kind of file, in the distDir of this build's mode (next.config.mjs). */
export function buildCache(name: string, extension: string): BuildCache {
  const distDir = env.serverMode ? '.next-server' : '.next';
  return folderCache(join(/* turbopackIgnore: true */ process.cwd(), distDir, 'cache', name), extension);
}
