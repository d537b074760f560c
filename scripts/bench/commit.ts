import { execFileSync } from 'node:child_process';

/** The commit a benchmark measures (short hash, "+ changes" for a dirty tree), for the doc it writes. */
export function measuredCommit(cwd: string): string {
  try {
    const hash = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd, encoding: 'utf8' }).trim();
    return dirty ? `${hash} + uncommitted changes` : hash;
  } catch {
    return 'unknown';
  }
}
