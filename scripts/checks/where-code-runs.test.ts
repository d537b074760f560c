// Where code runs is its folder (README, "Where code runs"): the ESLint rule in eslint.config.mjs refuses an import
// of lib/server/ or lib/build/ from code that may run in the browser or anywhere. These cases lint made-up files
// with the project's own configuration, so the rule is shown to fail where it must and pass where it may.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import test from 'node:test';
import { ESLint } from 'eslint';

const root = join(__dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

const SERVER_IMPORT = "import { cacheStatus } from '@/lib/server/cache/status';\nexport const status = cacheStatus;\n";
const BUILD_IMPORT = "import { buildCache } from '../build/build-cache';\nexport const cache = buildCache;\n";

test('a browser module importing a server module fails lint', async () => {
  const errors = await boundaryErrors('lib/browser/example.ts', SERVER_IMPORT);
  assert.equal(errors.length, 1);
  assert.match(errors[0]!, /must not import lib\/server\/ or lib\/build\//);
});

test('shared code and components importing build code, by alias or relative path, fail lint', async () => {
  assert.equal((await boundaryErrors('lib/util/example.ts', BUILD_IMPORT)).length, 1);
  assert.equal((await boundaryErrors('components/ui/example.tsx', SERVER_IMPORT)).length, 1);
  assert.equal((await boundaryErrors('content/example.ts', SERVER_IMPORT)).length, 1);
});

test('server code, routes and tests may import server code', async () => {
  assert.deepEqual(await boundaryErrors('lib/server/example.ts', SERVER_IMPORT), []);
  assert.deepEqual(await boundaryErrors('app/api/example/route.server.ts', SERVER_IMPORT), []);
  assert.deepEqual(await boundaryErrors('lib/browser/example.test.ts', SERVER_IMPORT), []);
});
