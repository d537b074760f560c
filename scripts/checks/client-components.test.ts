// The client-component budget: at most 13 modules with 'use client', each at most 120 lines.
// Everything else is server code, or client code only because a client module imports it (hooks, leaves
// such as Dialog or LocalDate), which needs no directive of its own. A state-heavy component keeps its
// state in a use-*.ts hook beside it, so the 'use client' file is its markup.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import test from 'node:test';

const root = join(__dirname, '../..');
const MAX_FILES = 13;
const MAX_LINES = 120;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const clientModules = ['app', 'components', 'lib']
  .flatMap((dir) => sources(join(root, dir)))
  .map((path) => ({ file: relative(root, path), text: readFileSync(path, 'utf8') }))
  .filter(({ text }) => /^\s*['"]use client['"]/.test(text))
  .map(({ file, text }) => ({ file, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) }));

test(`at most ${MAX_FILES} modules are 'use client'`, () => {
  assert.ok(
    clientModules.length <= MAX_FILES,
    `${clientModules.length} client modules:\n${clientModules.map(({ file }) => `  ${file}`).join('\n')}`,
  );
});

test(`every 'use client' module has at most ${MAX_LINES} lines`, () => {
  const long = clientModules.filter(({ lines }) => lines > MAX_LINES);
  assert.deepEqual(long, [], 'split the state into a use-*.ts hook beside the component');
});
