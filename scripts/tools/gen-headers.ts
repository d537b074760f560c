// Writes the hosts' header files from deploy/headers.ts: `npm run headers`. With --check it writes nothing and
// fails naming each committed file that differs (deploy/headers.test.ts does the same in jest).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { headerFiles } from './header-files';

const root = fileURLToPath(new URL('../..', import.meta.url));
const check = process.argv.includes('--check');
const stale: string[] = [];
for (const [path, text] of Object.entries(headerFiles())) {
  const file = join(root, path);
  let committed: string | null = null;
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
  console.error(`Out of date with deploy/headers.ts (run npm run headers): ${stale.join(', ')}`);
  process.exit(1);
}
