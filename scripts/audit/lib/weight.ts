// Shared by page-weight.mjs and measure-floor.mjs: what a first visit to one exported HTML page downloads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipCache = new Map();

export function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
}

/** Scripts a modern browser runs (noModule polyfills are skipped by it) and stylesheets the page links. */
export function pageAssets(html) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1])
    .filter((attrs) => !/\bnoModule\b/i.test(attrs))
    .map((attrs) => /\bsrc="([^"]+)"/.exec(attrs)?.[1])
    .filter(Boolean);
  const styles = [...html.matchAll(/<link\b([^>]*)>/g)]
    .map((m) => m[1])
    .filter((attrs) => /\brel="stylesheet"/.test(attrs))
    .map((attrs) => /\bhref="([^"]+)"/.exec(attrs)?.[1])
    .filter(Boolean);
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

export function measurePage(outDir, htmlFile) {
  const html = readFileSync(join(outDir, htmlFile), 'utf8');
  const { scripts, styles } = pageAssets(html);
  const local = (src) => join(outDir, decodeURIComponent(src.split('?')[0]));
  return {
    html: gzipSync(html, { level: 9 }).length,
    css: styles.reduce((sum, href) => sum + gzipBytes(local(href)), 0),
    js: scripts.reduce((sum, src) => sum + gzipBytes(local(src)), 0),
    scripts,
  };
}
