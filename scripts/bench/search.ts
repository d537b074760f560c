// Search benchmark: the bytes one query makes the browser fetch from the Pagefind index, and the
// index's total size, with N blog posts. Pagefind splits its index into chunks and loads only the chunks and
// result fragments a query needs, so the bytes per query grow far more slowly than the index.
//   npx tsx scripts/bench/search.ts [counts…]            default: 20 1000 10000
// Needs a built out/ (npm run build). For each count it copies out/ into a temporary folder, replaces the
// exported articles with N articles written from the export's own article page (head, header and footer kept;
// the blog benchmark's generated posts as content, dev-services/fake-wpcom/data.ts), indexes them with the build's
// indexer (the build's search-index step), serves the folder and runs each query in a fresh Chromium profile.
// Prints a Markdown table; --write <file> writes it. Figures: docs/benchmarks.md#search.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { defaultPosts, generatePosts } from '../../dev-services/fake-wpcom/data';
import { benchPorts } from '../../test-support/ports';
import { measuredCommit } from './commit';
import { buildSearchIndex } from '../build/search-index';
import { waitFor } from '../../dev-services/wait';

async function main() {
  const root = join(__dirname, '../..');
  const args = process.argv.slice(2);
  const writeIndex = args.indexOf('--write');
  const writeTo = writeIndex >= 0 ? args.splice(writeIndex, 2)[1] : null;
  const counts = args.length > 0 ? args.map(Number) : [20, 1000, 10000];
  const port = benchPorts.searchSite;
  const QUERIES = ['Karpenter', 'FIPS', 'air-gapped registries', 'Hardening FKP clusters for a STIG audit'];

  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

  function articleTemplate(out: string) {
    const blog = join(out, 'blog');
    for (const dir of readdirSync(blog)) {
      if (!/^\d+$/.test(dir)) continue;
      const file = readdirSync(join(blog, dir)).find((name) => name.endsWith('.html'));
      if (file) return readFileSync(join(blog, dir, file), 'utf8');
    }
    throw new Error('out/ has no exported article to use as a template');
  }

  function writeArticles(site: string, template: string, count: number) {
    const blog = join(site, 'blog');
    for (const dir of readdirSync(blog)) if (/^\d+$/.test(dir)) rmSync(join(blog, dir), { recursive: true });
    const posts = [...defaultPosts('http://127.0.0.1').slice(0, 2), ...generatePosts(Math.max(count - 2, 0), { firstId: 100001 })].slice(
      0,
      count,
    );
    for (const post of posts) {
      const title = post.title; // already HTML-encoded, as the API sends it
      // Next's inline scripts (the page's RSC payload) are dropped: Pagefind skips them, and 10,000 copies would
      // fill the disk.
      const html = template
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
        .replace(/<title>[\s\S]*?<\/title>/, `<title>${title} | Granite Peak Systems</title>`)
        .replace(
          /(<main\b[^>]*>)[\s\S]*<\/main>/,
          `$1<article><h1>${title}</h1><p>${escape(post.author.name)}</p>${post.content}</article></main>`,
        );
      mkdirSync(join(blog, String(post.ID)), { recursive: true });
      writeFileSync(join(blog, String(post.ID), `post-${post.ID}.html`), html);
    }
  }

  function folderBytes(dir: string) {
    return readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
  }

  /** Bytes over the wire from /pagefind/ for one query in a fresh profile (nothing cached), and the result count. */
  async function measureQuery(browser: Browser, query: string) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const responses: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname.startsWith('/pagefind/')) responses.push(request.sizes().then((s) => s.responseBodySize));
    });
    await page.goto(`http://127.0.0.1:${port}/search?q=${encodeURIComponent(query)}`);
    const status = page.getByRole('status').filter({ hasText: / for “/ });
    await status.waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const text = (await status.textContent()) ?? '';
    const bytes = (await Promise.all(responses)).reduce((a, b) => a + b, 0);
    await context.close();
    return { bytes, files: responses.length, results: text.startsWith('No') ? 0 : Number.parseInt(text.replace(/,/g, ''), 10) };
  }

  const out = join(root, 'out');
  const template = articleTemplate(out);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  const rows = [];
  try {
    for (const count of counts) {
      const site = mkdtempSync(join(tmpdir(), 'search-bench-'));
      cpSync(out, site, { recursive: true });
      writeArticles(site, template, count);
      const started = Date.now();
      const pages = await buildSearchIndex({ siteDir: site, outputPath: join(site, 'pagefind') });
      const seconds = (Date.now() - started) / 1000;
      const indexBytes = folderBytes(join(site, 'pagefind', 'index')) + folderBytes(join(site, 'pagefind', 'fragment'));
      const server = spawn(join(root, 'node_modules/.bin/serve'), [site, '-l', String(port), '--no-port-switching'], { stdio: 'ignore' });
      try {
        await waitFor(`http://127.0.0.1:${port}/search`, { child: server });
        const queries = [];
        for (const query of QUERIES) queries.push({ query, ...(await measureQuery(browser, query)) });
        rows.push({ count, pages: pages.length, seconds, indexBytes, queries });
        console.log(count, pages.length, seconds, indexBytes, JSON.stringify(queries));
      } finally {
        server.kill();
        rmSync(site, { recursive: true, force: true });
      }
    }
  } finally {
    await browser.close();
  }

  const kb = (n: number) => (n / 1024).toFixed(1);
  const table = [
    `| Posts | Pages indexed | Indexing (s) | Index chunks + fragments (KB) | ${QUERIES.map((q) => `“${q}”: KB fetched (files, results)`).join(' | ')} |`,
    `| ---: | ---: | ---: | ---: | ${QUERIES.map(() => '---:').join(' | ')} |`,
    ...rows.map(
      (r) =>
        `| ${r.count} | ${r.pages} | ${r.seconds.toFixed(1)} | ${kb(r.indexBytes)} | ${r.queries.map((q) => `${kb(q.bytes)} (${q.files}, ${q.results})`).join(' | ')} |`,
    ),
  ].join('\n');
  console.log(`\n${table}`);
  if (writeTo) {
    const doc = `# Search benchmark\n\n\`npx tsx scripts/bench/search.ts --write ${writeTo}\` (${new Date().toISOString().slice(0, 10)}, commit ${measuredCommit(root)}): bytes the browser fetches from \`/pagefind/\` for one query on \`/search?q=…\` in a fresh profile (nothing cached: Pagefind's script, its worker, the WebAssembly, the index chunks and the fragments of the first ten results), with N blog posts written from the export's article page (the blog benchmark's generated posts as content). The index total is what the host stores, not what a visitor loads.\n\n${table}\n`;
    writeFileSync(join(root, writeTo), doc);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
