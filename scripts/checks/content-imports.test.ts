// content/ is plain data: its modules import nothing but each other (their types, the site facts, other copy).
// Pages and lib/ modules compose copy with configuration; an import from content/ into lib/ or a package would run
// code, or read the environment, from the data layer. Tests beside the content may import what they check with.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import test from 'node:test';

const root = join(__dirname, '../..');
const content = join(root, 'content');

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.test\.\w+$/.test(entry.name) ? [path] : [];
  });
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/gm;

/** The specifiers of `source` (a module at `file`) that leave content/: packages, node: modules, lib/, app/, … */
function outsideImports(source: string, file: string): string[] {
  return [...source.matchAll(SPECIFIER)]
    .map((match) => match[1]!)
    .filter((specifier) => {
      const target = specifier.startsWith('@/')
        ? join(root, specifier.slice(2))
        : specifier.startsWith('.')
          ? resolve(dirname(file), specifier)
          : null;
      return target === null || relative(content, target).startsWith('..');
    });
}

test('content/ modules import only from content/', () => {
  const found = modules(content).flatMap((file) =>
    outsideImports(readFileSync(file, 'utf8'), file).map((specifier) => `${relative(root, file)} imports ${specifier}`),
  );
  assert.deepEqual(found, [], 'move the composition with configuration or code into the page (or a lib/ module it calls)');
});

test('the check sees each way out of content/', () => {
  const file = join(content, 'example.ts');
  const source = [
    "import { env } from '@/lib/env';",
    "import type { CheckKind } from '../lib/blog/drafts/check';",
    "import { readFileSync } from 'node:fs';",
    "export { x } from 'some-package';",
    "const lazy = () => import('@/app/page');",
    "import { site } from './site';",
    "import type { PageMeta } from '@/content/types';",
  ].join('\n');
  assert.deepEqual(outsideImports(source, file), ['@/lib/env', '../lib/blog/drafts/check', 'node:fs', 'some-package', '@/app/page']);
});
