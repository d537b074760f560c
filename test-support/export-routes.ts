import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildDir, builds, type BuildName } from './builds';
import { expect } from './fixtures';

/**
 * Server-only routes (`route.server.ts`: revalidation, health) exist only in server mode: an export that held one
 * would publish a file where the server answers a POST. Checked on each export by the project that builds it.
 */
export function expectNoServerRoutes(build: BuildName) {
  const root = buildDir(build);
  const dir = builds[build].output;
  expect(existsSync(join(root, 'index.html')), `${dir}/ is built`).toBe(true);
  expect(existsSync(join(root, 'api')), `${dir}/api`).toBe(false);
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(folder, entry.name)) : [join(folder, entry.name)],
    );
  expect(walk(root).filter((file) => /revalidate|health/i.test(file))).toEqual([]);
}
