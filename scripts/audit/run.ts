// `npm run audit`: the quality gates over the existing export (out/, built by the e2e run with the test
// configuration). Runs every gate, writes docs/quality-report.md, then fails if any gate missed.
//   HTML validity (vnu) · links · SEO · page weight · axe-core (a11y specs) · Lighthouse
// Options: --skip=lighthouse,axe (local use; the report marks them skipped). Environment: E2E_PORT_BASE (read by
// e2e/support/ports.ts: the port base the export was built with, for the fake blog API), LH_RUNS_MOBILE / LH_RUNS_DESKTOP (runs per
// route), CHROME_PATH (default /usr/bin/chromium).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { auditPorts, ports } from '../../e2e/support/ports';
import { axeGate } from './axe';
import { htmlFiles, isArticle, routeOf } from './lib/export';
import { ensureFakeBlogApi, startStaticServer } from './lib/servers';
import { siteOriginOf } from './lib/site-origin';
import { runLighthouse, type FormFactor } from './lighthouse';
import { auditLinks, printLinkReport } from './links';
import type { WeightReport } from './page-weight';
import { renderReport, type Gate, type Gates, type ReportContext } from './report';
import { auditSeo, printSeoReport } from './seo';
import { printVnuReport, runVnu } from './vnu';

const root = join(__dirname, '../..');
const outDir = join(root, 'out');
const skip = new Set((process.argv.find((a) => a.startsWith('--skip='))?.slice(7) ?? '').split(',').filter(Boolean));
const LIGHTHOUSE_ROUTES = ['/', '/products', '/fedstryke', '/blog'];
/** The realistic data set's post with images in every alignment under its featured photo. */
const REALISTIC_ARTICLE_ID = 5012;
const runs: Record<FormFactor, number> = {
  mobile: Number(process.env.LH_RUNS_MOBILE ?? 3),
  desktop: Number(process.env.LH_RUNS_DESKTOP ?? 3),
};

const started = Date.now();
const context: ReportContext = {
  date: new Date().toISOString(),
  commit: gitCommit(),
  node: process.version,
  cores: availableParallelism(),
  load: loadavg()[0] ?? 0,
};
const gates: Gates = {};
const failures: string[] = [];
const seconds = () => ((Date.now() - started) / 1000).toFixed(0);

type Result<K extends keyof Gates> = Exclude<NonNullable<Gates[K]>, { skipped: true } | { crashed: string }>;

async function gate<K extends keyof Gates>(name: K, fn: () => Result<K> | Promise<Result<K>>) {
  let outcome: Gate<object>;
  if (skip.has(name)) {
    outcome = { skipped: true };
    console.log(`\n== ${name}: skipped`);
  } else {
    console.log(`\n== ${name} (${seconds()} s)`);
    try {
      const result = await fn();
      outcome = result;
      failures.push(...result.errors.map((e) => `${name}: ${e}`));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      outcome = { crashed: message };
      failures.push(`${name}: did not run: ${message}`);
      console.error(error);
    }
  }
  (gates as Record<string, Gate<object>>)[name] = outcome;
}

async function main() {
  if (!existsSync(join(outDir, 'index.html'))) {
    console.error('out/ has no export: run the e2e build first (npm run test:e2e, or npx tsx e2e/run.ts).');
    process.exit(1);
  }
  const siteOrigin = siteOriginOf(outDir);

  await gate('vnu', () => {
    const result = runVnu(outDir);
    printVnuReport(result);
    return result;
  });

  await gate('links', () => {
    const result = auditLinks(outDir, { siteOrigin });
    printLinkReport(result);
    return result;
  });

  await gate('seo', () => {
    const result = auditSeo(outDir, { siteOrigin });
    printSeoReport(result);
    return result;
  });

  await gate('weight', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/audit/page-weight.ts'), '--check', '--json'], {
      encoding: 'utf8',
    });
    if (!result.stdout.trim()) throw new Error(result.stderr || `page-weight exited ${result.status}`);
    const data = JSON.parse(result.stdout) as WeightReport;
    spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/audit/page-weight.ts')], { stdio: 'inherit' });
    return { ...data, errors: data.failures };
  });

  await gate('axe', () => {
    const result = axeGate({ root, outDir });
    console.log(
      `axe-core: ${result.tests} tests, ${result.scans} scans (desktop ${result.byProject.desktop}, mobile ${result.byProject.mobile}), from ${result.source}`,
    );
    return { ...result, errors: result.failed };
  });

  await gate('lighthouse', async () => {
    const article = htmlFiles(outDir)
      .map((f) => routeOf(outDir, f))
      .find(isArticle);
    const routes = article ? [...LIGHTHOUSE_ROUTES, article] : LIGHTHOUSE_ROUTES;
    if (!article) console.log('  no article in out/blog/*/*: articles skipped (the blog has no posts in this export)');
    const stopApi = await ensureFakeBlogApi(ports.wpcom);
    const port = auditPorts.site;
    const stopSite = await startStaticServer(outDir, port);
    try {
      const rows = await runLighthouse({
        baseUrl: `http://localhost:${port}`,
        routes,
        runs,
        chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      });
      return {
        rows,
        runs,
        articleSkipped: !article,
        errors: rows.flatMap((r) => r.problems.map((p) => `${r.formFactor} ${r.route}: ${p}`)),
      };
    } finally {
      await stopSite();
      await stopApi();
    }
  });

  // The blog as an editor really keeps it: photos at WordPress's upload size behind every post. What a phone moves
  // for images is asserted here (bytes do not swing with the machine's load; the score does).
  const realisticDir = join(root, 'out-realistic');
  const REALISTIC_IMAGE_BUDGETS = { list: 250 * 1024, article: 300 * 1024 };
  await gate('realistic', async () => {
    if (!existsSync(join(realisticDir, 'blog.html'))) throw new Error('out-realistic/ has no export: run the e2e build first');
    const article = htmlFiles(realisticDir)
      .map((f) => routeOf(realisticDir, f))
      .filter(isArticle)
      .find((route) => route.startsWith(`/blog/${REALISTIC_ARTICLE_ID}/`));
    if (!article) throw new Error(`out-realistic/ has no article ${REALISTIC_ARTICLE_ID}`);
    const stopApi = await ensureFakeBlogApi(ports.realisticWpcom, { WPCOM_DATASET: 'realistic' });
    const port = auditPorts.realisticSite;
    const stopSite = await startStaticServer(realisticDir, port);
    try {
      const rows = await runLighthouse({
        baseUrl: `http://localhost:${port}`,
        routes: ['/blog', article],
        runs,
        formFactors: ['mobile'],
        chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      });
      const errors = rows.flatMap((r) => r.problems.map((p) => `${r.formFactor} ${r.route}: ${p}`));
      for (const row of rows) {
        const budget = row.route === '/blog' ? REALISTIC_IMAGE_BUDGETS.list : REALISTIC_IMAGE_BUDGETS.article;
        if (row.imageBytes > budget) errors.push(`${row.route}: images ${Math.round(row.imageBytes / 1024)} KB > ${budget / 1024} KB`);
      }
      return { rows, runs, budgets: REALISTIC_IMAGE_BUDGETS, errors };
    } finally {
      await stopSite();
      await stopApi();
    }
  });

  context.seconds = Number(seconds());
  mkdirSync(join(root, 'docs'), { recursive: true });
  writeFileSync(join(root, 'docs/quality-report.md'), renderReport({ context, gates, failures }));
  console.log(`\nWrote docs/quality-report.md (${context.seconds} s).`);
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

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}
