// Next reuses build-time fetches from <distDir>/cache/fetch-cache across builds, even for plain fetch(); a
// rebuild must always see the current blog posts, so the cache is dropped before every build: the export's
// (.next) and the server build's (.next-server). `npm run build` and `npm run build:server` both run this first.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const DIST_DIRS = ['.next', '.next-server'];

export function cleanFetchCaches(root) {
  for (const dir of DIST_DIRS) rmSync(join(root, dir, 'cache', 'fetch-cache'), { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  cleanFetchCaches(fileURLToPath(new URL('..', import.meta.url)));
}
