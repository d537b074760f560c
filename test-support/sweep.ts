import { test } from './fixtures';

/**
 * Splits a list of pages into chunks of about `size`, one test each: a test per page pays a new browser context
 * and renderer for every page (about a third of a second each on the 2-core CI machine, more than the page load
 * itself), while one test over all of them would leave the second worker idle at the end.
 */
export function chunks<T>(items: readonly T[], size = 8): T[][] {
  const count = Math.max(1, Math.round(items.length / size));
  return Array.from({ length: count }, (_, index) => items.filter((_, i) => i % count === index));
}

/**
 * Runs `check` on each path in turn (in the test's one page), each in a step named after its path, so the report names the
 * page that failed. Use `expect.soft` inside `check` for findings that should not stop the other pages.
 */
export async function sweep(paths: readonly string[], check: (path: string) => Promise<void>) {
  for (const path of paths) await test.step(path, () => check(path));
}

/** A short label for a chunk of paths in a test title: its first and last path and how many. */
export const chunkTitle = (paths: readonly string[]) =>
  paths.length === 1 ? paths[0] : `${paths[0]} … ${paths[paths.length - 1]} (${paths.length} pages)`;
