// The export's last step for an nginx host, run by `npm run build -- --precompress`: writes file.gz beside every
// compressible file in out/ (gzip -9), which `gzip_static on` (deploy/snippets/static-site.conf) sends as-is
// instead of compressing per request. After the CSP step, so the pages it compresses carry their policies.
// Off by default: CDN hosts compress on their own, and the .gz files would only add to their uploads.
import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

// The gzip_types of static-site.conf by extension, plus .html; nginx's gzip_min_length is 256 bytes.
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.txt', '.svg', '.json', '.xml', '.webmanifest']);
const MIN_BYTES = 256;

export function precompress(dir: string): { files: number; before: number; after: number } {
  let files = 0;
  let before = 0;
  let after = 0;
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const file = join(path, name);
      const stat = statSync(file);
      if (stat.isDirectory()) {
        walk(file);
        continue;
      }
      if (!COMPRESSIBLE.has(extname(name)) || stat.size < MIN_BYTES) continue;
      const gz = gzipSync(readFileSync(file), { level: 9 });
      writeFileSync(`${file}.gz`, gz);
      // Same modification time as the original, so Last-Modified does not depend on which one is sent.
      utimesSync(`${file}.gz`, stat.atime, stat.mtime);
      files += 1;
      before += stat.size;
      after += gz.length;
    }
  };
  walk(dir);
  return { files, before, after };
}
