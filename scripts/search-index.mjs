// postbuild: builds the Pagefind search index (the /search page's data) from the built HTML.
//   export (npm run build):         out/**/*.html            → out/pagefind/
//   server (npm run build:server):  .next-server/server/app  → public/pagefind/ (next start serves public/)
// The index covers the pages the build rendered: in server mode, posts published after the build are found
// after the next build. The rules (which pages, which title) are in scripts/lib/search-index.mjs.
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildSearchIndex } from './lib/search-index.mjs';

const root = new URL('..', import.meta.url).pathname;
const server = process.env.NEXT_OUTPUT === 'server';
const siteDir = join(root, server ? '.next-server/server/app' : (process.argv[2] ?? 'out'));
const outputPath = server ? join(root, 'public/pagefind') : join(siteDir, 'pagefind');

if (!existsSync(siteDir)) {
  console.error(`search-index: ${relative(root, siteDir)} does not exist; run the build first`);
  process.exit(1);
}
try {
  const pages = await buildSearchIndex({ siteDir, outputPath });
  console.log(`search-index: ${pages.length} pages indexed into ${relative(root, outputPath)}/`);
} catch (error) {
  console.error(`search-index: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
