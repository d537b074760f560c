// The build's type check, run beside `next build` instead of inside it. Next checks types between its compile
// and its page generation, on one core while the other waits (9-10 s of a 1,000-post export on 2 cores). Here
// `tsc` starts with the build at the lowest CPU priority, so it takes only what the build leaves idle: its
// single-threaded moments, and the second core once one generation worker has finished its share of the pages.
// At normal priority it doubled the compile (7 -> 14 s) and slowed page generation: the 1,000-post export took
// 61 s instead of 52 s (docs/benchmarks.md#blog-build). The build fails at the end if tsc found an error, with out/
// removed, as Next's own check would have left no export.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join } from 'node:path';

/** What the build ships: the check starts from these (and follows their imports). */
const SHIPPED = ['app', 'components', 'lib', 'content', 'scripts/build'];

/**
 * The project's tsconfig over the code the build ships, without its tests (`npm test` type-checks those with
 * `npm run typecheck`: a test's type error is no reason to refuse a deploy) and without the types Next writes
 * into .next/ during the build: `next build` empties and rewrites that folder while this check runs.
 */
function buildTsconfig(root: string, cacheDir: string): string {
  mkdirSync(cacheDir, { recursive: true });
  const path = join(cacheDir, 'tsconfig.build-check.json');
  const config = {
    extends: join(root, 'tsconfig.json'),
    // Kept in the build cache: a deployer's CI that restores .next/cache re-checks only what changed.
    // No test globals: shipped code that called `expect` would fail here.
    compilerOptions: { incremental: true, tsBuildInfoFile: join(cacheDir, 'tsc.tsbuildinfo'), types: ['node'] },
    include: ['next-env.d.ts', 'instrumentation.ts', ...SHIPPED.flatMap((dir) => [`${dir}/**/*.ts`, `${dir}/**/*.tsx`])].map((path) =>
      join(root, path),
    ),
    exclude: ['**/*.test.ts', '**/*.test.tsx', 'test-support/**'].map((path) => join(root, path)),
  };
  writeFileSync(path, JSON.stringify(config, null, 2));
  return path;
}

/**
 * Starts `tsc --noEmit` over the project; the promise resolves with a summary, or rejects with tsc's own report of
 * the errors. `SKIP_TYPECHECK=1` (the e2e builds: `npm test` has run `npm run typecheck` before them) skips it.
 */
export function startTypeCheck(
  root: string,
  cacheDir: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<string> {
  if (env.SKIP_TYPECHECK === '1') return Promise.resolve('skipped (SKIP_TYPECHECK=1)');
  const tsc = join(root, 'node_modules/.bin/tsc');
  if (!existsSync(tsc)) return Promise.reject(new Error('node_modules/.bin/tsc is missing: run npm ci'));
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(tsc, ['--noEmit', '-p', buildTsconfig(root, cacheDir)], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    // The lowest priority: see the top of this file. Lowering needs no privilege; this fails only when tsc has
    // already exited, which 'close' reports.
    try {
      if (child.pid) setPriority(child.pid, 19);
    } catch {}
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) resolve(`no type errors (tsc, ${seconds} s beside the build)`);
      else reject(new Error(`type errors (tsc exit ${code}):\n${output.trim()}`));
    });
  });
}
