// The build, step by step: `tsx scripts/build/index.ts export|server` (npm run build, npm run build:server).
//   export  the static site in out/, for any static host or CDN; `-- --precompress` adds .gz files for nginx
//   server  a Node server in .next-server/ (NEXT_OUTPUT=server); .next-server/standalone/ is what
//           `npm run start:server` and the container image (Dockerfile) run
// Every step writes into the target's output only (out/, .next-server/, and the gitignored files under public/
// that `next start` serves), never into tracked files. Each step is a module beside this one. The work that needs
// no build output (the type check, drawing the datasheet) starts first and runs beside `next build`, and the
// search index and the page policies are written side by side: on 2 cores that keeps both busy.
import { existsSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addCompileHints } from './compile-hints';
import { writePagePolicies } from './csp';
import { drawDatasheet, writeDatasheet } from './datasheet';
import { refuseDotfiles } from './dotfiles';
import { cleanFetchCaches } from './fetch-cache';
import { nextBuild } from './next-build';
import { precompress } from './precompress';
import { buildSearchIndex } from './search-index';
import { copyStandaloneAssets } from './standalone';
import { startTypeCheck } from './typecheck';

type Step = { name: string; run: () => Promise<string | void> | string | void };
type Target = 'export' | 'server';

const root = fileURLToPath(new URL('../..', import.meta.url));
const out = join(root, 'out');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function searchIndex(siteDir: string, outputPath: string): Promise<string> {
  if (!existsSync(siteDir)) throw new Error(`${relative(root, siteDir)} does not exist`);
  const pages = await buildSearchIndex({ siteDir, outputPath });
  return `${pages.length} pages indexed into ${relative(root, outputPath)}/`;
}

async function datasheet(siteDir: string, drawn?: ReturnType<typeof drawDatasheet>): Promise<string> {
  const { path, bytes } = await writeDatasheet(siteDir, drawn);
  return `${relative(root, path)} (${kb(bytes)})`;
}

/**
 * The blog's API answers before anything is compiled (lib/build/blog/preflight.ts). Imported when the step runs: it reads
 * the blog's variables as the build sees them.
 */
const blogApi = async () => (await import('../../lib/build/blog/preflight')).checkBlogApi();

/**
 * The WordPress pages, read once before `next build`: one line for each page left out (a taken path, a parent that
 * is not published), and the build stops with one line when the API fails.
 */
const wordPressPages = async () => (await import('../../lib/build/wp-pages/preflight')).checkPages();

/** Work started at the beginning of a build and awaited by a later step. */
function background<T>(start: () => Promise<T>) {
  let started: Promise<T> | null = null;
  return {
    start() {
      started = start();
      // Awaited later; until then a rejection is not "unhandled" (a failed next build stops the pipeline first).
      started.catch(() => {});
      return 'started beside the build';
    },
    result: () => started ?? start(),
  };
}

/** The steps of each target, in the order they run. */
export function steps(target: Target, { precompress: gzip = false } = {}, env: NodeJS.ProcessEnv = process.env): Step[] {
  if (target === 'export') {
    const typeCheck = background(() => startTypeCheck(root, join(root, '.next', 'cache'), env));
    const sheet = background(drawDatasheet);
    return [
      { name: 'fetch-cache reset', run: () => cleanFetchCaches(root) },
      { name: 'blog API', run: blogApi },
      { name: 'WordPress pages', run: wordPressPages },
      { name: 'type check and datasheet', run: () => `${typeCheck.start()}, ${sheet.start()}` },
      { name: 'next build (static export into out/)', run: () => nextBuild(root, env) },
      { name: 'compile hints', run: () => addCompileHints(join(root, '.next'), join(out, '_next', 'static')) },
      { name: 'datasheet', run: () => datasheet(out, sheet.result()) },
      { name: 'dotfiles check', run: () => refuseDotfiles(out) },
      {
        name: 'search index and Content-Security-Policy',
        run: async () => (await Promise.all([searchIndex(out, join(out, 'pagefind')), writePagePolicies(out, env)])).join('; '),
      },
      {
        name: 'precompress (nginx)',
        run: () => {
          if (!gzip) return 'skipped: only nginx reads .gz files (npm run build -- --precompress)';
          const { files, before, after } = precompress(out);
          return `${files} files, ${kb(before)} → ${kb(after)} gzip`;
        },
      },
      {
        name: 'type check',
        run: () =>
          typeCheck.result().catch((error: unknown) => {
            // As when Next's own check fails: no export to deploy.
            rmSync(out, { recursive: true, force: true });
            throw error;
          }),
      },
    ];
  }
  const serverEnv = { ...env, NEXT_OUTPUT: 'server' };
  const typeCheck = background(() => startTypeCheck(root, join(root, '.next-server', 'cache'), env));
  return [
    { name: 'fetch-cache reset', run: () => cleanFetchCaches(root) },
    { name: 'blog API', run: blogApi },
    { name: 'WordPress pages', run: wordPressPages },
    { name: 'type check', run: () => typeCheck.start() },
    // `next start` serves public/ as it is: the datasheet and the search index go there (both gitignored).
    { name: 'datasheet', run: () => datasheet(join(root, 'public')) },
    { name: 'next build (server into .next-server/)', run: () => nextBuild(root, serverEnv) },
    { name: 'compile hints', run: () => addCompileHints(join(root, '.next-server'), join(root, '.next-server', 'static')) },
    // The server sends each page's policy as a header (next.config.mjs): no CSP step here.
    { name: 'search index', run: () => searchIndex(join(root, '.next-server/server/app'), join(root, 'public/pagefind')) },
    // Before the standalone copy: a server with type errors is not one to start.
    { name: 'type check', run: () => typeCheck.result() },
    // Last: public/ is complete only after the search index.
    { name: 'standalone server', run: () => copyStandaloneAssets(root) },
  ];
}

async function main(args: string[]): Promise<void> {
  const [target = 'export', ...flags] = args;
  if (target !== 'export' && target !== 'server') throw new Error(`unknown target ${target}: export or server`);
  if (target === 'export' && process.env.NEXT_OUTPUT === 'server') {
    throw new Error('NEXT_OUTPUT=server asks for the server build: run npm run build:server');
  }
  const unknown = flags.filter((flag) => flag !== '--precompress' || target !== 'export');
  if (unknown.length > 0) throw new Error(`unknown option ${unknown.join(' ')}`);

  const all = steps(target, { precompress: flags.includes('--precompress') });
  const started = Date.now();
  for (const [index, step] of all.entries()) {
    const label = `[build ${target} ${index + 1}/${all.length}] ${step.name}`;
    console.log(`${label}…`);
    const begun = Date.now();
    try {
      const note = await step.run();
      console.log(`${label}: ${note ? `${note}, ` : ''}${((Date.now() - begun) / 1000).toFixed(1)} s`);
    } catch (error) {
      throw new Error(`${label} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  console.log(`[build ${target}] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
