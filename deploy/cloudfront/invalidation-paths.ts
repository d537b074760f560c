/**
 * The CloudFront invalidation paths for one upload: reads rclone's `--combined` report of a sync (one line per
 * file: `+` new, `*` changed, `-` deleted, `=` unchanged, `!` error) and prints the URL paths visitors use for the
 * files that changed or went away. CloudFront bills invalidation paths past the first 1,000 a month, and a
 * rebuild after one edited post changes a few dozen files, so invalidating `/*` each time would be waste.
 *   npx tsx deploy/cloudfront/invalidation-paths.ts changes.txt   → paths, one per line (or `/*` past the limit)
 */
import { readFileSync } from 'node:fs';

/** Past this many paths one wildcard is cheaper than the list (CloudFront counts `/*` as one path). */
const MAX_PATHS = 200;

/**
 * The addresses one exported file is served at: `about.html` is `/about` (the viewer-request function's clean
 * URL) and `/about.html`; `index.html` is `/` too. Fingerprinted assets never need invalidating.
 */
export function urlPaths(file: string): string[] {
  if (file.startsWith('_next/static/')) return [];
  const path = `/${file}`;
  if (file === 'index.html') return ['/', path];
  if (file.endsWith('.html')) return [path.slice(0, -'.html'.length), path];
  return [path];
}

/** Invalidation paths for an rclone `--combined` report; `/*` when they would exceed `max`. */
export function invalidationPaths(report: string, max = MAX_PATHS): string[] {
  const paths = new Set<string>();
  for (const line of report.split('\n')) {
    const match = /^([+*\-!]) (.+)$/.exec(line);
    // `+` is new: a CDN may still hold the 404 it answered for that address before.
    if (match) for (const path of urlPaths(match[2]!)) paths.add(path);
  }
  if (paths.size > max) return ['/*'];
  // CloudFront treats `*` only as a trailing wildcard and needs other special characters percent-encoded.
  return [...paths].sort().map((path) => encodeURI(path).replace(/\*/g, '%2A'));
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, ''))) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: invalidation-paths.ts <rclone --combined report>');
    process.exit(2);
  }
  console.log(invalidationPaths(readFileSync(file, 'utf8')).join('\n'));
}
