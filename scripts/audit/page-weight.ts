// Page weight per exported route: gzip bytes of the HTML, CSS and JS a first visit loads, and the JS over the
// framework floor (scripts/audit/framework-floor.json). `--check` fails on any budget miss.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { htmlFiles, routeOf } from './lib/export';
import { measurePage, type PageWeight } from './lib/weight';

const root = join(__dirname, '../..');
const outDir = join(root, 'out');
const KB = 1024;

// JS allowed over the floor, per route, for what its interactive parts need; anything unlisted is a content
// page: the shell only.
const SHELL_BUDGET = 5 * KB;
const HARD_CAP = 15 * KB;
const ROUTE_BUDGETS: Record<string, number> = {
  '/': SHELL_BUDGET + 10 * KB, // partner carousel
  '/products': SHELL_BUDGET + 4 * KB, // tabs + diagram dialog
  '/whycapi': SHELL_BUDGET + 4 * KB,
  '/fkp': SHELL_BUDGET + 4 * KB,
  '/vitro': SHELL_BUDGET + 4 * KB,
  '/private-sector': SHELL_BUDGET + 4 * KB,
  '/day2apps': SHELL_BUDGET + 4 * KB,
  '/xtreme-cloud-sso': SHELL_BUDGET + 4 * KB,
  '/frontier-edge': SHELL_BUDGET + 4 * KB,
  '/fleetedge-sea': SHELL_BUDGET + 5 * KB,
  '/fleetedge-land': SHELL_BUDGET + 5 * KB,
  '/fleetedge-air': SHELL_BUDGET + 5 * KB,
  '/fedstryke': SHELL_BUDGET + 5 * KB,
  '/contact': SHELL_BUDGET + 8 * KB,
  '/blog': SHELL_BUDGET + 8 * KB,
  '/blog/*': SHELL_BUDGET + 8 * KB,
  '/404': SHELL_BUDGET + 8 * KB, // also the blog's client fallback for posts newer than the build
  // The search form and results (about 2.5 KB). Pagefind itself (pagefind.js, its worker, WebAssembly and the
  // index chunks, docs/search-bench.md) loads only when a visitor searches, so it is not first-load JS.
  '/search': SHELL_BUDGET + 4 * KB,
};

/** The framework floor as measure-floor.ts writes it. */
export type Floor = { next: string; react: string; jsGzip: number; measuredAt: string };
/** One route of the report: its weights, the JS over the floor, its budget and whether it keeps to it. */
export type WeightRow = { route: string; html: number; css: number; js: number; over: number; budget: number; ok: boolean };
/** What `--json` prints for the quality report. */
export type WeightReport = { floor: Floor; rows: WeightRow[]; articles: number; failures: string[] };

function budgetFor(route: string): number {
  return ROUTE_BUDGETS[route] ?? (route.startsWith('/blog/') ? ROUTE_BUDGETS['/blog/*']! : SHELL_BUDGET);
}

if (!existsSync(outDir)) {
  console.error('out/ does not exist: run `npm run build` first.');
  process.exit(1);
}
const floor = JSON.parse(readFileSync(join(__dirname, 'framework-floor.json'), 'utf8')) as Floor;
const installedNext = JSON.parse(readFileSync(join(root, 'node_modules/next/package.json'), 'utf8')).version;
if (installedNext !== floor.next) {
  console.error(`framework-floor.json was measured with next ${floor.next}, installed is ${installedNext}: run npm run bench:floor`);
  process.exit(1);
}

const rows = htmlFiles(outDir)
  .map((file) => ({ route: routeOf(outDir, file), ...measurePage(outDir, relative(outDir, file)) }))
  .filter((row) => row.route !== '/_not-found')
  .sort((a, b) => a.route.localeCompare(b.route));

// Articles share one template, and so do the blog's later list pages and category archives: report the largest
// of each group and its count, not hundreds of rows (every page is still checked against its budget below).
const isArticlePage = (route: string) => /^\/blog\/\d+\//.test(route);
const groups = [
  { name: 'articles', test: isArticlePage },
  { name: 'list and archive pages', test: (route: string) => /^\/blog\/(page|category)\//.test(route) },
];
const shown: (PageWeight & { route: string })[] = rows.filter((r) => !groups.some((group) => group.test(r.route)));
for (const group of groups) {
  const members = rows.filter((r) => group.test(r.route));
  if (members.length === 0) continue;
  const largest = members.reduce((a, b) => (b.js + b.html > a.js + a.html ? b : a));
  shown.push({ ...largest, route: `${largest.route} (largest of ${members.length} ${group.name})` });
}

const kb = (n: number) => (n / KB).toFixed(1).padStart(7);
// --json prints the rows as data for the quality report (scripts/audit/run.ts) instead of the table.
const json = process.argv.includes('--json');
const log = json ? () => {} : console.log;
log(`Framework floor: ${kb(floor.jsGzip)} KB gzip JS (next ${floor.next}, react ${floor.react})\n`);
log(
  `${'route'.padEnd(52)} ${'html'.padStart(7)} ${'css'.padStart(7)} ${'js'.padStart(7)} ${'over'.padStart(7)} ${'ratio'.padStart(6)} ${'budget'.padStart(7)}`,
);
const failures: string[] = [];
const judged: WeightRow[] = [];
for (const row of shown) {
  const over = row.js - floor.jsGzip;
  const budget = Math.min(budgetFor(row.route.split(' ')[0] ?? ''), HARD_CAP);
  const ok = over <= budget;
  if (!ok) failures.push(`${row.route}: ${(over / KB).toFixed(1)} KB over the floor, budget ${(budget / KB).toFixed(1)} KB`);
  const { route, html, css, js } = row;
  judged.push({ route, html, css, js, over, budget, ok });
  log(
    `${row.route.padEnd(52)} ${kb(row.html)} ${kb(row.css)} ${kb(row.js)} ${kb(over)} ${(row.js / floor.jsGzip).toFixed(3).padStart(6)} ${kb(budget)}${ok ? '' : '  OVER'}`,
  );
}
const grouped = rows.filter((r) => groups.some((group) => group.test(r.route)));
for (const page of grouped) {
  const budget = budgetFor(page.route);
  if (page.js - floor.jsGzip > budget) failures.push(`${page.route}: over its ${(budget / KB).toFixed(1)} KB budget`);
}
log('\nKB = 1024 bytes, gzip -9. "over" is JS above the framework floor.');
if (json) {
  const report: WeightReport = { floor, rows: judged, articles: rows.filter((r) => isArticlePage(r.route)).length, failures };
  console.log(JSON.stringify(report));
}
if (process.argv.includes('--check') && failures.length) {
  console.error(`\nPage-weight budget misses:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
