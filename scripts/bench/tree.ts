// Sizes of build output the benchmarks report.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Bytes and files under `dir` (0 and 0 when it does not exist). */
export function treeSize(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  if (!existsSync(dir)) return { bytes, files };
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
    files += 1;
  }
  return { bytes, files };
}

/** Article pages under a blog folder of the output: {blogDir}/{id}/{slug}.html. */
export function articleCount(blogDir: string): number {
  return readdirSync(blogDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^\d+$/.test(entry.name))
    .reduce((sum, dir) => sum + readdirSync(join(blogDir, dir.name)).filter((name) => name.endsWith('.html')).length, 0);
}
