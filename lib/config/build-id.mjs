// @ts-check
/**
 * The id of the build a server serves: Next's BUILD_ID file in the server build's folder (distDir '.next-server'
 * under the folder the server runs in; the standalone server runs in its own copy), read once per process. The
 * metrics' build_info names the build by it, as GET /api/health and the cache's Redis keys can. Plain JavaScript,
 * so the cache handler, which Next loads outside its bundles, can import it as it is.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { processSingleton } from '../util/process-singleton.mjs';

/** @returns {string | null} null when there is no server build here (the export, a test) */
export function readBuildId() {
  return processSingleton('build-id', () => {
    try {
      // A literal path: the server build's file tracing follows it to this one file (a computed one made it copy
      // the whole project into the standalone folder).
      return readFileSync(join(process.cwd(), '.next-server', 'BUILD_ID'), 'utf8').trim();
    } catch {
      return null;
    }
  });
}
