// Optional nginx deploy step: writes file.gz beside every compressible file in out/ (gzip -9), which
// `gzip_static on` (deploy/snippets/static-site.conf) sends as-is instead of compressing per request.
// Run it after the build (after scripts/csp.mjs has written the page policies):
//   node scripts/precompress.mjs [dir]
// CDN hosts compress on their own; leave the .gz files out of uploads to them.
import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

// The gzip_types of static-site.conf by extension, plus .html; nginx's gzip_min_length is 256 bytes.
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.txt', '.svg', '.json', '.xml', '.webmanifest']);
const MIN_BYTES = 256;

export function precompress(dir) {
  let files = 0;
  let before = 0;
  let after = 0;
  const walk = (path) => {
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? new URL('../out', import.meta.url).pathname;
  const { files, before, after } = precompress(dir);
  const kb = (n) => `${Math.round(n / 1024)} KB`;
  console.log(`precompress: ${files} files, ${kb(before)} → ${kb(after)} gzip, in ${dir}`);
}
