// postbuild: writes each exported page's Content-Security-Policy into its <head> (see scripts/lib/csp.mjs).
// Runs with the build's environment, so connect-src and img-src name the blog API the build was configured for.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { applyPagePolicy, blogSources, isArticlePage, WASM_PAGES } from './lib/csp.mjs';
import { strayDotfiles } from './lib/dotfiles.mjs';
import { importTypeScript } from './lib/typescript-modules.mjs';

// A server build has no out/ (and Next renders its pages per request): the policy there belongs in the server.
if (process.env.NEXT_OUTPUT === 'server') {
  console.log('csp: server build, no exported pages to update');
  process.exit(0);
}

const root = new URL('..', import.meta.url).pathname;
const outDir = resolve(root, process.argv[2] ?? 'out');

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_next' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

const dotfiles = strayDotfiles(outDir);
if (dotfiles.length > 0) {
  console.error(`csp: the export holds dotfiles a static host would serve: ${dotfiles.join(', ')} (remove them from public/)`);
  process.exit(1);
}

const sources = blogSources({
  apiBase: process.env.NEXT_PUBLIC_BLOG_API_BASE,
  site: process.env.NEXT_PUBLIC_BLOG_SITE,
});

// The players of the providers site.embeds.playInline lets play on an article page.
const { playerOrigins } = await importTypeScript('lib/blog/sanitize.ts');
const frames = playerOrigins();

let count = 0;
for (const file of htmlFiles(outDir)) {
  try {
    const page = relative(outDir, file);
    const options = { wasm: WASM_PAGES.has(page), frames: isArticlePage(page) ? frames : [] };
    writeFileSync(file, applyPagePolicy(readFileSync(file, 'utf8'), sources, options));
  } catch (error) {
    console.error(`csp: ${relative(root, file)}: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  count += 1;
}
if (count === 0) {
  console.error(`csp: no HTML files in ${relative(root, outDir) || outDir}; run next build first`);
  process.exit(1);
}
console.log(
  `csp: Content-Security-Policy written into ${count} pages (connect-src ${sources.apiOrigin}; frame-src on articles ${frames.join(' ') || "'none'"})`,
);
