// `npm run audit`: the quality gates over the exports the e2e run built (test-support/builds.ts: the test
// configuration, and the realistic one over the fake's realistic posts). Every gate runs, reports/ is written, then the audit fails
// if any gate missed.
//   vnu: HTML validity (W3C Nu Html Checker)
//   links: internal links and #fragments (linkinator over the served export)
//   seo: unique titles and descriptions, canonical links, JSON-LD, robots.txt, the sitemap lists every page
//   lighthouse: Lighthouse CI (lighthouserc.cjs) on a phone: the marketing pages of the test build, the blog over the photos of .test-builds/realistic/
// Accessibility (axe-core) is asserted by the e2e specs themselves. Options: --skip=vnu,links,seo,lighthouse.
// Environment: E2E_PORT_BASE (test-support/ports.ts), LHCI_RUNS (Lighthouse runs per page, default 3),
// CHROME_PATH (default: Chromium's headless shell, else /usr/bin/chromium).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { start } from '../../dev-services/fake-wpcom/start';
import { buildDir } from '../../test-support/builds';
import { auditPorts, ports } from '../../test-support/ports';
import { htmlFiles, isArticle, routeOf } from './lib/export';
import { collect } from './lib/lighthouse-collect';
import { warmImages } from './lib/warm-images';
import { startStaticServer } from './lib/servers';
import { siteOriginOf } from './lib/site-origin';
import { checkLinks } from './links';
import { auditSeo } from './seo';
import { runVnu } from './vnu';

const root = join(__dirname, '../..');
const reports = join(root, 'reports');
const skip = new Set((process.argv.find((a) => a.startsWith('--skip='))?.slice(7) ?? '').split(',').filter(Boolean));
/** The realistic data set's posts: images in every alignment under a featured photo, and a three-column gallery. */
const REALISTIC_ARTICLE_IDS = [5012, 5013];
// A WordPress page over photos (the realistic fake's landing page): held to the articles' bar.
const REALISTIC_PAGE = '/field-guide';

/** What a gate found: a line for the report, and the problems that fail the audit. */
type Outcome = { summary: string; errors: string[] };

const articleOf = (outDir: string, prefix: string) =>
  htmlFiles(outDir)
    .map((file) => routeOf(outDir, file))
    .find((route) => isArticle(route) && route.startsWith(prefix));

/** One Lighthouse CI target (lighthouserc.cjs) over `outDir` served on `port`, its blog refreshing from `api`. */
async function lighthouse(target: string, outDir: string, port: number, routes: string[], api: Parameters<typeof start>[0]) {
  rmSync(join(reports, 'lighthouse', target), { recursive: true, force: true });
  // The fake the e2e run left answering, if any, else its own.
  const { stop: stopApi } = await start({ ...api, reuse: true });
  const stopSite = await startStaticServer(outDir, port);
  const lhci = (command: string, ...args: string[]) =>
    spawnSync(join(root, 'node_modules/.bin/lhci'), [command, '--config=lighthouserc.cjs', ...args], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, SITE_LIGHTHOUSE_TARGET: target },
    }).status;
  try {
    const urls = routes.map((route) => `http://localhost:${port}${route}`);
    try {
      await warmImages(urls);
      await collect(urls);
    } catch (error) {
      return { summary: `${target}: Lighthouse did not run`, errors: [`${target}: ${(error as Error).message}`] };
    }
    // The HTML reports and the manifest the quality report's score rows come from: a missing one fails the gate.
    const uploaded = lhci('upload') === 0;
    const failed = lhci('assert') !== 0;
    type Assertion = Record<'level' | 'url' | 'auditId' | 'name', string> & { auditProperty?: string; actual: number; expected: number };
    const results = JSON.parse(readFileSync(join(root, '.lighthouseci/assertion-results.json'), 'utf8')) as Assertion[];
    const where = (r: Assertion) => `${target} ${new URL(r.url).pathname}: ${r.auditId}${r.auditProperty ? `:${r.auditProperty}` : ''}`;
    const errors = results.filter((r) => r.level === 'error').map((r) => `${where(r)} ${r.name} ${r.actual}, expected ${r.expected}`);
    if (failed && errors.length === 0) errors.push(`${target}: lhci assert failed`);
    if (!uploaded) errors.push(`${target}: lhci upload failed, so reports/lighthouse/${target}/ has no reports`);
    return { summary: `${target}: ${routes.join(', ')}; reports in reports/lighthouse/${target}/`, errors };
  } finally {
    await stopSite();
    await stopApi();
  }
}

/** Each page's scores (its representative run) from the manifest Lighthouse CI wrote, as report rows. */
function lighthouseRows(target: string): string[] {
  const manifest = join(reports, 'lighthouse', target, 'manifest.json');
  type Entry = { url: string; isRepresentativeRun: boolean; htmlPath: string; summary: Record<string, number> };
  const entries = existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as Entry[]) : [];
  return entries
    .filter((entry) => entry.isRepresentativeRun)
    .map(({ url, htmlPath, summary }) => {
      const scores = ['performance', 'accessibility', 'best-practices', 'seo'].map((key) => Math.round((summary[key] ?? 0) * 100));
      return `| ${target} | [${new URL(url).pathname}](${relative(reports, htmlPath)}) | ${scores.join(' | ')} |`;
    });
}

async function main() {
  const outDir = buildDir('test');
  const realisticDir = buildDir('realistic');
  for (const dir of [outDir, realisticDir]) {
    if (!existsSync(join(dir, 'index.html'))) throw new Error(`${relative(root, dir)}/ has no export: run npm run test:e2e first`);
  }
  const siteOrigin = siteOriginOf(outDir);
  const started = Date.now();
  const gates: [string, () => Outcome | Promise<Outcome>][] = [
    ['vnu', () => runVnu(outDir)],
    ['links', () => checkLinks(outDir)],
    ['seo', () => auditSeo(outDir, { siteOrigin })],
    [
      'lighthouse',
      async () => {
        const realistic = REALISTIC_ARTICLE_IDS.flatMap((id) => articleOf(realisticDir, `/blog/${id}/`) ?? []);
        if (realistic.length < REALISTIC_ARTICLE_IDS.length)
          throw new Error(`${relative(root, realisticDir)}/ lacks an article of ${REALISTIC_ARTICLE_IDS}`);
        if (!existsSync(join(realisticDir, `${REALISTIC_PAGE}.html`)))
          throw new Error(`${relative(root, realisticDir)}/ lacks the WordPress page ${REALISTIC_PAGE}`);
        const routes = ['/', '/products', '/fedstryke'];
        const outcomes = [
          await lighthouse('mobile', outDir, auditPorts.site, routes, { port: ports.wpcom }),
          await lighthouse('realistic', realisticDir, auditPorts.realisticSite, ['/blog', ...realistic, REALISTIC_PAGE], {
            port: ports.realisticWpcom,
            dataset: 'realistic',
          }),
        ];
        return { summary: outcomes.map((o) => o.summary).join('<br>'), errors: outcomes.flatMap((o) => o.errors) };
      },
    ],
  ];

  const outcomes = new Map<string, Outcome>();
  const runGate = async ([name, run]: (typeof gates)[number]) => {
    if (skip.has(name)) return;
    const outcome = await Promise.resolve()
      .then(run)
      .catch((error: unknown) => ({ summary: 'did not run', errors: [`did not run: ${error instanceof Error ? error.message : error}`] }));
    console.log(`\n== ${name} (done at ${Math.round((Date.now() - started) / 1000)} s)\n${outcome.summary}`);
    for (const error of outcome.errors) console.error(`  ${error}`);
    outcomes.set(name, outcome);
  };
  // The gates that only read files or a local server run side by side (each keeps about one core busy); Lighthouse,
  // which measures time, runs after them on a machine that is otherwise quiet.
  await Promise.all(gates.filter(([name]) => name !== 'lighthouse').map(runGate));
  await Promise.all(gates.filter(([name]) => name === 'lighthouse').map(runGate));

  const rows: string[] = [];
  const failures: string[] = [];
  for (const [name] of gates) {
    const outcome = outcomes.get(name);
    if (!outcome) {
      rows.push(`| ${name} | skipped | |`);
      continue;
    }
    failures.push(...outcome.errors.map((error) => `${name}: ${error}`));
    rows.push(`| ${name} | ${outcome.errors.length ? '**FAIL**' : 'pass'} | ${outcome.summary.replace(/\|/g, '\\|')} |`);
  }

  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const seconds = Math.round((Date.now() - started) / 1000);
  const report = [
    '# Quality report',
    '',
    `Written by \`npm run audit\` (scripts/audit/run.ts) over the test and realistic builds: commit ${commit}, ` +
      `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, ${availableParallelism()} cores, ` +
      `load average ${loadavg()[0]?.toFixed(1)} at the end, ${seconds} s.`,
    '',
    '| Gate | Result | Figures |',
    '|---|---|---|',
    ...rows,
    '',
    '| Lighthouse | Page | Performance | Accessibility | Best practices | SEO |',
    '|---|---|---:|---:|---:|---:|',
    ...['mobile', 'realistic'].flatMap(lighthouseRows),
    ...(failures.length ? ['', '## Misses', '', ...failures.map((failure) => `- ${failure}`)] : []),
    '',
  ].join('\n');
  mkdirSync(reports, { recursive: true });
  writeFileSync(join(reports, 'quality-report.md'), report);
  rmSync(join(root, '.lighthouseci'), { recursive: true, force: true });
  console.log(`\nWrote reports/quality-report.md (${seconds} s).`);
  if (failures.length) {
    console.error(`\nQuality gates missed (${failures.length}):\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('All quality gates passed.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
