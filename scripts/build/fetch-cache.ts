// Next reuses build-time fetches from <distDir>/cache/fetch-cache across builds, even for plain fetch(); a
// rebuild must always see the current blog posts, so the pipeline drops the cache of both targets first: the
// export's (.next) and the server build's (.next-server). The rest of .next (compiler caches) stays.
import { rmSync } from 'node:fs';
import { join } from 'node:path';

export const DIST_DIRS = ['.next', '.next-server'];

export function cleanFetchCaches(root: string): void {
  for (const dir of DIST_DIRS) rmSync(join(root, dir, 'cache', 'fetch-cache'), { recursive: true, force: true });
}
