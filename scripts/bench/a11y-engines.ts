// What IBM's Equal Access engine and the site's own page rules flag on the built exports: every page the sweeps
// visit in the test build and /blog plus every post of the realistic build (.test-builds/), at 1280 and 375 px. Prints the nodes flagged per rule (all of the
// engine's violations and potential violations, the rules the e2e suite holds at zero marked *) and the page
// rules' findings. Build first (npx tsx e2e/run.ts --project=mobile --project=realistic-mobile --list builds both).
//   npx tsx scripts/bench/a11y-engines.ts [--held]
// --held runs only the engine's rules the suite holds at zero (twice as fast).
// Figures: docs/benchmarks.md#accessibility-engines.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { blogPage } from '../../content/blog';
import { articlePath } from '../../lib/blog/paths';
import { realisticExpectations } from '../../dev-services/fake-wpcom/realistic';
import { exportedPages } from '../../test-support/exported-pages';
import { ibmIssues, RULES } from '../../test-support/ibm-checker';
import { pageRuleFindings } from '../../test-support/page-rules';
import { buildDir } from '../../test-support/builds';
import { benchPorts } from '../../test-support/ports';

const root = join(__dirname, '..', '..');

async function serve(dir: string, port: number) {
  const child = spawn(join(root, 'node_modules/.bin/serve'), [dir, '-l', String(port), '--no-port-switching'], {
    cwd: root,
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`serve ${dir} did not start`);
}

async function main() {
  const held = process.argv.includes('--held');
  const outDir = buildDir('test');
  const realisticDir = buildDir('realistic');
  // A port each: a server stopped a moment ago may still answer on its port.
  const sets = [
    { name: 'test build pages', dir: outDir, port: benchPorts.searchSite, paths: exportedPages() },
    {
      name: 'realistic build posts',
      dir: realisticDir,
      port: benchPorts.serverModeSite,
      paths: ['/blog', ...realisticExpectations().map((p) => articlePath(p.id, p.rawTitle))],
    },
  ];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  for (const set of sets) {
    const { port } = set;
    const server = await serve(set.dir, port);
    const perRule = new Map<string, number>();
    const rulesFound = new Map<string, number>();
    let pages = 0;
    let started = Date.now();
    let engineMs = 0;
    for (const width of [1280, 375]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      for (const path of set.paths) {
        const response = await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'load' });
        if (response?.status() !== 200) throw new Error(`${set.dir}${path}: status ${response?.status()}`);
        const t = Date.now();
        for (const issue of await ibmIssues(page, held ? RULES : undefined))
          perRule.set(issue.ruleId, (perRule.get(issue.ruleId) ?? 0) + 1);
        engineMs += Date.now() - t;
        for (const finding of await pageRuleFindings(page, blogPage.postContent.imageLinkFallback)) {
          const kind = finding
            .replace(/"[^"]*"/g, '…')
            .replace(/#\d+ of \d+/, '#n')
            .replace(/<[^>]*>/, '<el>')
            .slice(0, 60);
          rulesFound.set(kind, (rulesFound.get(kind) ?? 0) + 1);
        }
        pages += 1;
      }
      await page.close();
    }
    server.kill();
    const total = [...perRule.values()].reduce((a, b) => a + b, 0);
    const heldNodes = RULES.reduce((sum, rule) => sum + (perRule.get(rule) ?? 0), 0);
    console.log(
      `\n${set.name}: ${pages} page loads (${set.paths.length} paths × 2 widths) in ${Math.round((Date.now() - started) / 1000)} s, engine ${Math.round(engineMs / pages)} ms/page`,
    );
    console.log(`IBM Equal Access, violations + potential violations: ${total} nodes; on the rules held at zero: ${heldNodes}`);
    for (const [rule, count] of [...perRule].sort((a, b) => b[1] - a[1]))
      console.log(`  ${RULES.includes(rule as never) ? '*' : ' '} ${rule}: ${count}`);
    const pageRules = [...rulesFound.values()].reduce((a, b) => a + b, 0);
    console.log(`page rules: ${pageRules} findings`);
    for (const [kind, count] of [...rulesFound].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`    ${kind}: ${count}`);
    started = Date.now();
  }
  await browser.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
