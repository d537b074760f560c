// The build id Next writes into every page and payload (and the name of _next/static/<id>/). Next's default is
// random per build, which made every HTML file and payload differ between two builds of the same code, so a
// one-post edit re-uploaded the whole site. It is derived from the code and the public configuration instead:
// the same commit and settings give the same id; any change of code, lockfile or NEXT_PUBLIC_* value a new one
// (the browser compares it to detect a new deployment).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What shapes the output besides the sources: the public settings inlined into the bundles, and the target. */
const CONFIG_VARIABLE = /^NEXT_PUBLIC_|^NEXT_OUTPUT$/;

/** Source folders and files hashed when git cannot name the code (a tarball, a build container without .git). */
const SOURCES = [
  'app',
  'components',
  'content',
  'lib',
  'public',
  'scripts',
  'next.config.mjs',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'instrumentation.ts',
];
/** Written by the server build into public/ (gitignored); never part of the code's identity. */
const GENERATED = new Set(['public/pagefind', 'public/images/frontier-edge-datasheet.pdf']);

const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');

function git(root: string, args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** Every file under the given paths, sorted, relative to root. */
function listFiles(root: string, paths: readonly string[]): string[] {
  const files: string[] = [];
  const visit = (path: string) => {
    const rel = relative(root, path);
    if (GENERATED.has(rel)) return;
    let stats;
    try {
      stats = statSync(path);
    } catch {
      return;
    }
    if (stats.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
    else if (stats.isFile()) files.push(rel);
  };
  for (const path of paths) visit(join(root, path));
  return files.sort();
}

/** A digest of the source files' names and bytes. */
export function sourceDigest(root: string, paths: readonly string[] = SOURCES): string {
  const hash = createHash('sha256');
  for (const file of listFiles(root, paths))
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

/**
 * The code's identity: the git commit when the work tree is clean (what CI builds), otherwise a digest of the
 * sources and lockfile, so uncommitted edits never reuse a commit's id.
 */
export function codeIdentity(root: string): string {
  const commit = git(root, ['rev-parse', 'HEAD']);
  if (commit && git(root, ['status', '--porcelain', '--untracked-files=normal']) === '') return `git:${commit}`;
  return `src:${sourceDigest(root)}`;
}

/** Deterministic build id: 20 hex characters from the code identity and the public configuration. */
export function buildId(
  root: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
  identity = codeIdentity(root),
): string {
  const config = Object.keys(env)
    .filter((key) => CONFIG_VARIABLE.test(key))
    .sort()
    .map((key) => `${key}=${env[key]}`)
    .join('\n');
  return sha256(`${identity}\n${config}`).slice(0, 20);
}
