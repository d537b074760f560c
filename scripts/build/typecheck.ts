// The build's type check, run beside `next build` instead of inside it. Next checks types between its compile
// and its page generation, on one core while the other waits (9-10 s of a 1,000-post export on 2 cores). Here
// `tsc` starts with the build and fills the cores the build leaves idle (its single-threaded start, the moments
// between its phases); the build fails at the end if it found an error, with out/ removed, as Next's own check
// would have left no export. (At a lower priority it was starved until the pages were generated, then ran alone.)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The project's tsconfig without the types Next writes into .next/ during the build: `next build` empties and
 * rewrites that folder while this check runs, and `npm run typecheck` on a clean clone checks without them too.
 */
function buildTsconfig(root: string, cacheDir: string): string {
  mkdirSync(cacheDir, { recursive: true });
  const path = join(cacheDir, 'tsconfig.build-check.json');
  const config = {
    extends: join(root, 'tsconfig.json'),
    // Kept in the build cache: a deployer's CI that restores .next/cache re-checks only what changed.
    compilerOptions: { incremental: true, tsBuildInfoFile: join(cacheDir, 'tsc.tsbuildinfo') },
    include: [join(root, '**/*.ts'), join(root, '**/*.tsx')],
    exclude: ['node_modules', 'out', 'out-*', '.next', '.next-server', 'reports'].map((dir) => join(root, dir)),
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
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) resolve(`no type errors (tsc, ${seconds} s beside the build)`);
      else reject(new Error(`type errors (tsc exit ${code}):\n${output.trim()}`));
    });
  });
}
