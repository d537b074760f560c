// postbuild: builds the Pagefind search index (the /search page's data) from the exported HTML.
//   export (npm run build):               out/**/*.html            → out/pagefind/
//   server (npm run build:server):        .next-server/server/app  → public/pagefind/ (next start serves public/)
// The index covers the pages the build rendered; in server mode, posts published after the build are found
// after the next build. Only each page's <main data-pagefind-body> is indexed (the header, navigation and
// footer would otherwise match every query); the pages in EXCLUDED_ROUTES are left out.
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { close, createIndex } from 'pagefind';
import { htmlForIndex, isSearchable, routeOfFile } from './lib/search-index.mjs';

const root = new URL('..', import.meta.url).pathname;
const server = process.env.NEXT_OUTPUT === 'server';
const siteDir = join(root, server ? '.next-server/server/app' : (process.argv[2] ?? 'out'));
const outputPath = server ? join(root, 'public/pagefind') : join(siteDir, 'pagefind');

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_next' || name === 'pagefind' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

function fail(message) {
  console.error(`search-index: ${message}`);
  process.exit(1);
}

if (!existsSync(siteDir)) fail(`${relative(root, siteDir)} does not exist; run the build first`);
const files = htmlFiles(siteDir);

// A previous build's index would leave stale fragments behind (and public/ is copied into out/).
rmSync(outputPath, { recursive: true, force: true });
const { index, errors } = await createIndex({ forceLanguage: 'en' });
if (!index) fail(errors.join('; '));

let pages = 0;
for (const file of files) {
  const route = routeOfFile(relative(siteDir, file));
  if (!isSearchable(route)) continue;
  const html = readFileSync(file, 'utf8');
  if (!html.includes('data-pagefind-body')) continue; // a page without main content (a redirect stub)
  const added = await index.addHTMLFile({ url: route, content: htmlForIndex(html) });
  if (added.errors.length) fail(`${route}: ${added.errors.join('; ')}`);
  pages += 1;
}
if (pages === 0) fail('no page to index');
const written = await index.writeFiles({ outputPath });
if (written.errors.length) fail(written.errors.join('; '));
await close();
console.log(`search-index: ${pages} pages indexed into ${relative(root, outputPath)}/`);
