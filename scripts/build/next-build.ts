// `next build` as one step of the pipeline. next.config.mjs refuses a production build without PIPELINE_VARIABLE:
// run alone, `next build` would ship pages with no script policy, an export with no search index or datasheet.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export const PIPELINE_VARIABLE = 'SITE_BUILD_PIPELINE';

/** Why next.config.mjs stops a `next build` the pipeline did not start, and what to run instead. */
const OUTSIDE_PIPELINE =
  '`next build` is one step of the build pipeline (scripts/build/index.ts), which also resets the fetch cache and ' +
  "writes the datasheet, the search index and the pages' Content-Security-Policy. Run `npm run build` (static " +
  'export into out/) or `npm run build:server` (server mode, NEXT_OUTPUT=server) instead.';

/**
 * Throws OUTSIDE_PIPELINE unless the pipeline started this build.
 * @public next.config.mjs loads it through tsx, where knip cannot follow.
 */
export function assertRunByPipeline(env: Readonly<Record<string, string | undefined>> = process.env): void {
  if (env[PIPELINE_VARIABLE] !== '1') throw new Error(OUTSIDE_PIPELINE);
}

/** Runs `next build` in `root` with `env` (the target's), its output passed through; rejects on failure. */
export function nextBuild(root: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(root, 'node_modules/.bin/next'), ['build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, [PIPELINE_VARIABLE]: '1' },
    });
    child.on('error', reject);
    child.on('close', (code, signal) => (code === 0 ? resolve() : reject(new Error(`next build failed (${signal ?? `exit ${code}`})`))));
  });
}
