// Build time, export size and list-page weight against the number of blog posts: for each
// count, seeds the local fake WordPress.com API with that many posts (a third with a featured image), runs the
// full `npm run build` (every step of scripts/build/index.ts) against it and measures out/ and out/blog.html.
// Each build must export exactly the seeded posts, which also proves a rebuild never reuses the previous
// build's fetch cache. At 1,000 posts (or --lighthouse-at N) it runs Lighthouse mobile, 3 runs, on /blog and on
// the last list page, served from out/ the way the audit serves it. With --pages N each count is built twice in the
// same run, without WordPress pages and with N generated pages beside the posts (a tenth top-level, the rest their
// children: dev-services/fake-wpcom/pages.ts), so the pages' share of the build time is measured on one machine state.
//   npx tsx scripts/bench/blog-build.ts [counts…] [--pages N] [--lighthouse-at N|none] [--write reports/blog-build-bench.md]
//   default counts: 20 1000 10000
// Replaces out/ (and .next/) like any build; prints Markdown tables, and writes them with --write <file>.
// Figures: docs/benchmarks.md#blog-build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { collect } from '../audit/lib/lighthouse-collect';
import { startStaticServer } from '../audit/lib/servers';
import { benchPorts } from '../../test-support/ports';
import { measuredCommit } from './commit';
import { articleCount, treeSize } from './tree';
import { elements, parseHtml } from '../audit/lib/html';
import { start as startFake } from '../../dev-services/fake-wpcom/start';

async function main() {
  const root = join(__dirname, '../..');
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const index = args.indexOf(name);
    return index >= 0 ? args.splice(index, 2)[1] : null;
  };
  const writeTo = option('--write');
  const lighthouseAt = option('--lighthouse-at') ?? '1000';
  const withPages = Number(option('--pages') ?? 0);
  const counts = args.length > 0 ? args.map(Number) : [20, 1000, 10000];
  const port = benchPorts.blogBuildWpcom;
  const sitePort = benchPorts.blogBuildSite;
  const api = `http://127.0.0.1:${port}`;
  const POSTS_PER_PAGE = 20; // lib/blog/pagination.ts

  /** Bytes and files under a folder. */
  /** Size and element count of an exported page, as Lighthouse's DOM size counts them (elements of the document). */
  function pageWeight(route: string) {
    const file = join(root, 'out', `${route.slice(1)}.html`);
    const html = readFileSync(file, 'utf8');
    return { kb: Buffer.byteLength(html) / 1024, dom: elements(parseHtml(html)).length };
  }

  const fake = startFake({ port });

  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('NEXT_PUBLIC_')) delete env[key];
  // The site URL is where Lighthouse loads it, so canonical links and the CSP match the served export.
  Object.assign(env, {
    NEXT_PUBLIC_SITE_URL: `http://localhost:${sitePort}`,
    NEXT_PUBLIC_BLOG_API_BASE: api,
    NEXT_PUBLIC_BLOG_SITE: 'bench.wordpress.com',
    NEXT_TELEMETRY_DISABLED: '1',
  });

  /** Seeds the fake with `count` posts and `pages` pages; a second try covers a kept-alive socket the server closed mid-build. */
  async function seed(count: number, pages: number) {
    const attempt = () => fetch(`${api}/__control/seed?count=${count}&images=1&pages=${pages}`, { method: 'POST' });
    const seeded = await attempt().catch(attempt);
    if (!seeded.ok) throw new Error(`could not seed ${count} posts: ${await seeded.text()}`);
  }

  async function lighthouse(count: number) {
    const last = Math.max(1, Math.ceil(count / POSTS_PER_PAGE));
    const routes = ['/blog', ...(last > 1 ? [`/blog/page/${last}`] : [])];
    const stop = await startStaticServer(join(root, 'out'), sitePort);
    try {
      // The audit's collector and mobile settings (lighthouserc.cjs), 3 runs per page.
      await collect(
        routes.map((route) => `http://localhost:${sitePort}${route}`),
        { runs: 3 },
      );
      type Lhr = {
        finalDisplayedUrl: string;
        categories: { performance: { score: number } };
        audits: Record<string, { numericValue?: number }>;
      };
      const lhrDir = join(root, '.lighthouseci');
      const lhrs = readdirSync(lhrDir)
        .filter((name) => /^lhr-.*\.json$/.test(name))
        .map((name) => JSON.parse(readFileSync(join(lhrDir, name), 'utf8')) as Lhr);
      rmSync(lhrDir, { recursive: true, force: true });
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
      return routes.map((route) => {
        const runs = lhrs.filter((lhr) => new URL(lhr.finalDisplayedUrl).pathname === route);
        const metric = (id: string) => runs.map((lhr) => lhr.audits[id]?.numericValue ?? NaN);
        const scores = runs.map((lhr) => lhr.categories.performance.score);
        return {
          route,
          performance: median(scores),
          performanceRange: [Math.min(...scores), Math.max(...scores)] as const,
          lcp: median(metric('largest-contentful-paint')),
          tbt: median(metric('total-blocking-time')),
          clsMax: Math.max(...metric('cumulative-layout-shift')),
        };
      });
    } finally {
      await stop();
    }
  }

  await fake;
  type Row = {
    count: number;
    pages: number;
    seconds: number;
    bytes: number;
    files: number;
    blog: ReturnType<typeof pageWeight>;
    listPages: number;
  };
  const rows: Row[] = [];
  const audits = [];
  /** The generated pages the export wrote: /solution-N and /solution-N/topic-M. */
  function wordPressPageCount() {
    const top = readdirSync(join(root, 'out')).filter((name) => /^solution-\d+\.html$/.test(name));
    const children = top.flatMap((name) => {
      const dir = join(root, 'out', name.replace(/\.html$/, ''));
      return existsSync(dir) ? readdirSync(dir).filter((child) => /^topic-\d+\.html$/.test(child)) : [];
    });
    return top.length + children.length;
  }

  const runs = counts.flatMap((count) => (withPages > 0 ? [0, withPages] : [0]).map((pages) => ({ count, pages })));
  for (const { count, pages } of runs) {
    await seed(count, pages);
    const started = performance.now();
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
    const seconds = (performance.now() - started) / 1000;
    if (build.status !== 0) throw new Error(`the build with ${count} posts and ${pages} pages failed (exit ${build.status})`);
    const articles = articleCount(join(root, 'out/blog'));
    if (articles !== count) throw new Error(`the build with ${count} posts exported ${articles} articles`);
    const builtPages = wordPressPageCount();
    if (builtPages !== pages) throw new Error(`the build with ${pages} pages exported ${builtPages} of them`);
    const { bytes, files } = treeSize(join(root, 'out'));
    const blog = pageWeight('/blog');
    const listPages = existsSync(join(root, 'out/blog/page'))
      ? readdirSync(join(root, 'out/blog/page')).filter((name) => name.endsWith('.html')).length
      : 0;
    rows.push({ count, pages, seconds, bytes, files, blog, listPages });
    console.log(
      `${count} posts, ${pages} pages: ${seconds.toFixed(1)} s, ${(bytes / 1e6).toFixed(1)} MB in ${files} files; /blog ${blog.kb.toFixed(0)} KB, ${blog.dom} elements`,
    );
    if (String(count) === lighthouseAt && pages === 0) {
      for (const row of await lighthouse(count)) audits.push({ count, ...row });
    }
  }

  const first = rows[0];
  const withoutPages = (count: number) => rows.find((row) => row.count === count && row.pages === 0);
  const table = [
    '| Posts | Pages | Build (s) | Pages add | s per 1,000 posts | s per 1,000 posts over the first row | out/ (MB) | Files | /blog HTML (KB) | /blog DOM elements |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(({ count, pages, seconds, bytes, files, blog }) => {
      const slope = first && count > first.count ? (((seconds - first.seconds) / (count - first.count)) * 1000).toFixed(1) : '–';
      const base = withoutPages(count);
      const added = pages > 0 && base ? `${(((seconds - base.seconds) / base.seconds) * 100).toFixed(0)} %` : '–';
      return `| ${count} | ${pages} | ${seconds.toFixed(1)} | ${added} | ${((seconds / count) * 1000).toFixed(1)} | ${slope} | ${(bytes / 1e6).toFixed(1)} | ${files} | ${blog.kb.toFixed(0)} | ${blog.dom} |`;
    }),
  ].join('\n');
  const lhTable = audits.length
    ? [
        '| Posts | Page | Performance (median of 3) | Range | LCP (ms) | TBT (ms) | CLS |',
        '| ---: | --- | ---: | --- | ---: | ---: | ---: |',
        ...audits.map(
          (row) =>
            `| ${row.count} | ${row.route} | ${Math.round(row.performance * 100)} | ${Math.round(row.performanceRange[0] * 100)}–${Math.round(row.performanceRange[1] * 100)} | ${Math.round(row.lcp)} | ${Math.round(row.tbt)} | ${row.clsMax.toFixed(3)} |`,
        ),
      ].join('\n')
    : '';
  console.log(`\n${table}\n${lhTable ? `\n${lhTable}\n` : ''}`);
  if (writeTo) {
    const date = new Date().toISOString().slice(0, 10);
    writeFileSync(
      join(root, writeTo),
      `# Blog build benchmark\n\n\`npx tsx scripts/bench/blog-build.ts --write ${writeTo}\` (${date}, commit ${measuredCommit(root)}, ${cpus().length} CPUs): the full ` +
        '`npm run build` against the local fake WordPress.com API seeded with N posts (a third with a featured ' +
        'image); every build exported exactly N articles (a rebuild never reuses the previous fetch cache). /blog ' +
        'shows the newest 20 posts; the rest are on /blog/page/N and in the category archives.\n\n' +
        `${table}\n` +
        (lhTable
          ? `\nLighthouse mobile (simulated throttling, 3 runs each, median) over out/ at ${lighthouseAt} posts, on /blog and the last list page:\n\n${lhTable}\n`
          : ''),
    );
  }
  // The fake API is a child process: stop it, or it keeps this script alive.
  await (await fake).stop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
