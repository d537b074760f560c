import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { RealisticExpectation } from '../fake-wpcom/realistic.mjs';

/**
 * What each post of the fake's realistic data set must bring to its article page. Read through a child Node
 * process: Playwright compiles what a spec imports to CommonJS, which breaks the fake's ES modules, and tests
 * must be declared synchronously, so a dynamic import() inside a test would come too late.
 */
export function realisticExpectations(): RealisticExpectation[] {
  const source = join(__dirname, '../fake-wpcom/realistic.mjs');
  const script = `import(${JSON.stringify(source)}).then((m) => process.stdout.write(JSON.stringify(m.realisticExpectations())))`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })) as RealisticExpectation[];
}
