// Shared by page-weight.ts and measure-floor.ts: what a first visit to one exported HTML page downloads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipCache = new Map<string, number>();

function gzipBytes(file: string): number {
  let bytes = gzipCache.get(file);
  if (bytes === undefined) gzipCache.set(file, (bytes = gzipSync(readFileSync(file), { level: 9 }).length));
  return bytes;
}

/** Scripts a modern browser runs (noModule polyfills are skipped by it) and stylesheets the page links. */
const present = (value: string | undefined): value is string => Boolean(value);

function pageAssets(html: string) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1] ?? '')
    .filter((attrs) => !/\bnoModule\b/i.test(attrs))
    .map((attrs) => /\bsrc="([^"]+)"/.exec(attrs)?.[1])
    .filter(present);
  const styles = [...html.matchAll(/<link\b([^>]*)>/g)]
    .map((m) => m[1] ?? '')
    .filter((attrs) => /\brel="stylesheet"/.test(attrs))
    .map((attrs) => /\bhref="([^"]+)"/.exec(attrs)?.[1])
    .filter(present);
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/** Gzip bytes of one page's HTML, CSS and JS, and the scripts it loads. */
export type PageWeight = { html: number; css: number; js: number; scripts: string[] };

export function measurePage(outDir: string, htmlFile: string): PageWeight {
  const html = readFileSync(join(outDir, htmlFile), 'utf8');
  const { scripts, styles } = pageAssets(html);
  const local = (src: string) => join(outDir, decodeURIComponent(src.split('?')[0] ?? ''));
  return {
    html: gzipSync(html, { level: 9 }).length,
    css: styles.reduce((sum, href) => sum + gzipBytes(local(href)), 0),
    js: scripts.reduce((sum, src) => sum + gzipBytes(local(src)), 0),
    scripts,
  };
}
