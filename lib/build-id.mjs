// @ts-check
/**
 * The id of the build a server serves: Next's BUILD_ID file in the build's folder, read once per process. The
 * metrics' build_info, GET /api/health and the cache's Redis keys all name the build by it. Plain JavaScript, so
 * the cache handler, which Next loads outside its bundles, can import it as it is.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { processSingleton } from './process-singleton.mjs';

/** The server build's folder (next.config.mjs's distDir), under the folder the server runs in. */
export const SERVER_DIST_DIR = '.next-server';

/**
 * @param {string} distDir the build's folder (the cache handler's `serverDistDir/..`)
 * @returns {string | null} null when the build has no BUILD_ID (not a server build)
 */
export function readBuildId(distDir = join(process.cwd(), SERVER_DIST_DIR)) {
  return processSingleton(`build-id:${distDir}`, () => {
    try {
      return readFileSync(join(distDir, 'BUILD_ID'), 'utf8').trim();
    } catch {
      return null;
    }
  });
}
