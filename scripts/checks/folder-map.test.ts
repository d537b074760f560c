// The README's folder map is the newcomer's way in: every folder that holds code must be on it, and every folder
// on it must exist, so a move or a new folder that forgets the map fails here.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import test from 'node:test';

const root = join(__dirname, '../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const map = readme.slice(readme.indexOf('## Folder map'), readme.indexOf('\n## ', readme.indexOf('## Folder map') + 1));
const listed = [...map.matchAll(/^\| `([^`]+)`\s+\|/gm)].map((match) => match[1] ?? '');

const dirs = (dir: string) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

test('every top-level code folder and every components/ folder is on the map', () => {
  // Generated folders: dependencies, the export (out/; the test builds are under .test-builds/) and reports.
  const ignored = new Set(['node_modules', 'playwright-report', 'test-results', 'coverage', 'reports']);
  const top = dirs('.')
    .filter((name) => !name.startsWith('.') && !ignored.has(name) && !/^out(?:-|$)/.test(name))
    .map((name) => `${name}/`);
  const components = dirs('components').map((name) => `components/${name}/`);
  // lib/ is listed folder by folder: each row says where that folder's code runs.
  const lib = dirs('lib').map((name) => `lib/${name}/`);
  for (const folder of [...top, ...components, ...lib]) {
    if (folder === 'lib/') continue; // listed by its subfolders
    if (folder === 'components/') continue; // listed by its subfolders
    assert.ok(listed.includes(folder), `${folder} is missing from README's folder map`);
  }
});

test('every folder on the map exists', () => {
  for (const entry of listed) assert.ok(existsSync(join(root, entry)), `README's folder map lists ${entry}, which does not exist`);
});
