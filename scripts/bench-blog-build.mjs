// Build time and export size against the number of blog posts (issue 6's benchmark): for each count, seeds the
// local fake WordPress.com API with that many posts, runs the full `npm run build` (prebuild, next build, CSP
// postbuild) against it and measures out/. Each build must export exactly the seeded posts, which also proves a
// rebuild never reuses the previous build's fetch cache.
//   node scripts/bench-blog-build.mjs [counts…]        default: 20 200 1000
// Replaces out/ (and .next/) like any build; prints a Markdown table, and writes it with --write <file>.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const writeIndex = args.indexOf('--write');
const writeTo = writeIndex >= 0 ? args.splice(writeIndex, 2)[1] : null;
const counts = args.length > 0 ? args.map(Number) : [20, 200, 1000];
const port = Number(process.env.E2E_PORT_BASE ?? 4170) + 12;
const api = `http://127.0.0.1:${port}`;

/** Bytes and files under a folder. */
function measure(dir) {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
    files += 1;
  }
  return { bytes, files };
}

/** Article pages in the export: out/blog/{id}/{slug}.html. */
function countArticles() {
  const blog = join(root, 'out/blog');
  return readdirSync(blog, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^\d+$/.test(entry.name))
    .reduce((sum, dir) => sum + readdirSync(join(blog, dir.name)).filter((name) => name.endsWith('.html')).length, 0);
}

async function waitForApi() {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${api}/__health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the fake WordPress.com API did not start on ${api}`);
}

const fake = spawn(process.execPath, [join(root, 'e2e/fake-wpcom/server.mjs')], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
process.on('exit', () => fake.kill());

const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('NEXT_PUBLIC_')));
Object.assign(env, { NEXT_PUBLIC_SITE_URL: 'https://www.example.com', NEXT_PUBLIC_BLOG_API_BASE: api, NEXT_PUBLIC_BLOG_SITE: 'bench.wordpress.com', NEXT_TELEMETRY_DISABLED: '1' });

/** Seeds the fake with `count` posts; a second try covers a kept-alive socket the server closed mid-build. */
async function seed(count) {
  const attempt = () => fetch(`${api}/__control/seed?count=${count}`, { method: 'POST' });
  const seeded = await attempt().catch(attempt);
  if (!seeded.ok) throw new Error(`could not seed ${count} posts: ${await seeded.text()}`);
}

await waitForApi();
const rows = [];
for (const count of counts) {
  await seed(count);
  const started = performance.now();
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const seconds = (performance.now() - started) / 1000;
  if (build.status !== 0) throw new Error(`the build with ${count} posts failed (exit ${build.status})`);
  const articles = countArticles();
  if (articles !== count) throw new Error(`the build with ${count} posts exported ${articles} articles`);
  const { bytes, files } = measure(join(root, 'out'));
  rows.push({ count, seconds, bytes, files });
  console.log(`${count} posts: ${seconds.toFixed(1)} s, ${(bytes / 1e6).toFixed(1)} MB in ${files} files`);
}

const first = rows[0];
const table = [
  '| Posts | Build (s) | s per 100 posts over the first row | out/ (MB) | Files |',
  '| ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(({ count, seconds, bytes, files }) => {
    const slope = first && count > first.count ? (((seconds - first.seconds) / (count - first.count)) * 100).toFixed(1) : '–';
    return `| ${count} | ${seconds.toFixed(1)} | ${slope} | ${(bytes / 1e6).toFixed(1)} | ${files} |`;
  }),
].join('\n');
console.log(`\n${table}`);
if (writeTo) {
  const date = new Date().toISOString().slice(0, 10);
  writeFileSync(
    join(root, writeTo),
    `# Blog build benchmark\n\n\`node scripts/bench-blog-build.mjs --write ${writeTo}\` (${date}, ${cpus().length} CPUs): the full ` +
      '`npm run build` against the local fake WordPress.com API seeded with N posts; every build exported exactly N ' +
      'articles (a rebuild never reuses the previous fetch cache).\n\n' +
      `${table}\n`,
  );
}
// The fake API is a child process: stop it, or it keeps this script alive.
fake.kill();
