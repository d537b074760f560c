import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `output: 'standalone'` writes a self-contained server (server.js, the traced node_modules, the server files)
 * into .next-server/standalone/, but leaves out what a CDN would normally serve: the hashed assets
 * (.next-server/static) and public/. Copied in here, so `npm run start:server` and the container image (which
 * copies only this folder) serve the whole site.
 */
export function copyStandaloneAssets(root: string): string {
  const dist = join(root, '.next-server');
  const standalone = join(dist, 'standalone');
  if (!existsSync(join(standalone, 'server.js'))) {
    throw new Error('.next-server/standalone/server.js is missing: next.config.mjs must set output: standalone in server mode');
  }
  const copies: [string, string][] = [
    [join(dist, 'static'), join(standalone, '.next-server', 'static')],
    [join(root, 'public'), join(standalone, 'public')],
  ];
  for (const [from, to] of copies) {
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, { recursive: true });
  }
  return '.next-server/static and public/ copied into .next-server/standalone/';
}
