// What a content-hashing upload of an export sends: the files whose bytes changed, the new ones, and the ones to
// delete, compared by SHA-256 (what rclone --checksum, Netlify or Cloudflare Pages compare, in effect).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Path (with /) → { hash, bytes } of every file under dir. */
/** One file of an export: its SHA-256 and its size. */
export type TreeFile = { hash: string; bytes: number };

export function hashTree(dir: string): Map<string, TreeFile> {
  const files = new Map<string, TreeFile>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const bytes = readFileSync(path);
    files.set(relative(dir, path).split(sep).join('/'), { hash: createHash('sha256').update(bytes).digest('hex'), bytes: bytes.length });
  }
  return files;
}

/**
 * Compares two exports (or their hashTree maps): changed, added and removed paths (sorted), the unchanged count,
 * and the bytes an upload that skips unchanged files sends (changed plus added).
 */
export function diffTrees(before: string | Map<string, TreeFile>, after: string | Map<string, TreeFile>) {
  const a = before instanceof Map ? before : hashTree(before);
  const b = after instanceof Map ? after : hashTree(after);
  const changed: string[] = [];
  const added: string[] = [];
  let unchanged = 0;
  let uploadBytes = 0;
  let totalBytes = 0;
  for (const [path, file] of b) {
    totalBytes += file.bytes;
    const old = a.get(path);
    if (!old) added.push(path);
    else if (old.hash !== file.hash) changed.push(path);
    else {
      unchanged += 1;
      continue;
    }
    uploadBytes += file.bytes;
  }
  const removed = [...a.keys()].filter((path) => !b.has(path));
  return { changed: changed.sort(), added: added.sort(), removed: removed.sort(), unchanged, files: b.size, uploadBytes, totalBytes };
}
