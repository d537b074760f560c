// Writes the hosts' header files from deploy/headers.mjs: `node scripts/gen-headers.mjs`. With --check it
// writes nothing and fails naming each committed file that differs (deploy/headers.test.ts does the same in jest).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { headerFiles } from './lib/header-files.mjs';

const root = new URL('..', import.meta.url).pathname;
const check = process.argv.includes('--check');
const stale = [];
for (const [path, text] of Object.entries(headerFiles())) {
  const file = join(root, path);
  let committed = null;
  try {
    committed = readFileSync(file, 'utf8');
  } catch {}
  if (committed === text) continue;
  if (check) stale.push(path);
  else {
    writeFileSync(file, text);
    console.log(`wrote ${path}`);
  }
}
if (stale.length) {
  console.error(`Out of date with deploy/headers.mjs (run node scripts/gen-headers.mjs): ${stale.join(', ')}`);
  process.exit(1);
}
