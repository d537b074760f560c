// Builds what the e2e suite runs against, each configuration of test-support/builds.ts once, then runs Playwright
// (whose projects and static servers come from the same table). Only the builds of the projects asked for are
// made (`npm run test:e2e -- --project=server-mode` builds only the server). The builds leave out the pipeline's
// own type check (SKIP_TYPECHECK=1): npm test has run tsc already. The fake APIs and the fake Plausible collector
// start first and stay up during the tests (the builds read the APIs; the browser and the server revalidate
// against them; the analytics builds post their events to the collector).
// Prints the time of each build and of the slowest spec files. Options: --no-build (reuse the last builds);
// everything else goes to Playwright.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { findNginx } from '../scripts/build/nginx';
import { start as startCollector } from '../dev-services/fake-plausible/start';
import { start, type FakeWpcom } from '../dev-services/fake-wpcom/start';
import { buildDir, builds, collector, fakes, type BuildName } from '../test-support/builds';
import { ports } from '../test-support/ports';

const root = join(__dirname, '..');
const bin = (name: string) => join(root, 'node_modules/.bin', name);

// The builds' configuration comes from here only, never from the caller's shell.
const BUILD_VARIABLES = new Set(['NEXT_OUTPUT', 'BLOG_REVALIDATE_SECONDS', 'REVALIDATE_SECRET', 'SKIP_BUILD_CACHE']);
const cleanEnv = { ...process.env };
for (const key of Object.keys(cleanEnv)) if (key.startsWith('NEXT_PUBLIC_') || BUILD_VARIABLES.has(key)) delete cleanEnv[key];

const timings: [string, number][] = [];

function run(name: string, script: string, env: Record<string, string>) {
  const started = Date.now();
  // Test builds run on localhost on purpose: ALLOW_LOCALHOST_SITE_URL keeps the CI check from stopping them.
  const result = spawnSync('npm', ['run', script], {
    cwd: root,
    stdio: 'inherit',
    env: { ...cleanEnv, ALLOW_LOCALHOST_SITE_URL: '1', SKIP_TYPECHECK: '1', ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  timings.push([name, (Date.now() - started) / 1000]);
  console.log(`e2e: build ${name} took ${Math.round((Date.now() - started) / 1000)} s`);
}

let running: Pick<FakeWpcom, 'stop'>[] = [];
const stopFakes = () => Promise.all(running.map(({ stop }) => stop()));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

/** A control call to the test build's fake API, on a fresh connection (a kept-alive one is closed by a build). */
const control = (path: string, body?: string) =>
  new Promise<void>((resolve, reject) => {
    const call = httpRequest(`http://127.0.0.1:${ports.wpcom}/__control/${path}`, { method: 'POST', agent: false }, (response) => {
      response
        .resume()
        .on('end', () => (response.statusCode === 200 ? resolve() : reject(new Error(`fake API ${path}: ${response.statusCode}`))));
    });
    call.on('error', reject).end(body);
  });

/** Builds one configuration; an export is moved from out/ to its folder. */
async function build(name: BuildName) {
  const { script, env } = builds[name];
  // The edited rebuild: the test configuration after one post's text is edited through the fake.
  if (name === 'edited') await control('posts', readFileSync(join(root, 'test-support/rebuild-edit.json'), 'utf8'));
  run(name, script, env);
  if (name === 'edited') await control('reset');
  if (script === 'build') {
    rmSync(buildDir(name), { recursive: true, force: true });
    mkdirSync(join(buildDir(name), '..'), { recursive: true });
    renameSync(join(root, 'out'), buildDir(name));
  }
}

/** The builds the projects named with --project need (all of them when none is named), in the table's order. */
function wanted(args: string[]): BuildName[] {
  const named = args.flatMap((arg, i) =>
    arg.startsWith('--project=') ? [arg.slice(10)] : arg === '--project' && args[i + 1] ? [args[i + 1]!] : [],
  );
  const table = Object.keys(builds) as BuildName[];
  const needed = new Set(table.filter((name) => Object.keys(builds[name].projects).some((p) => named.length === 0 || named.includes(p))));
  for (const name of needed) for (const more of [...(builds[name].needs ?? []), ...(builds[name].after ?? [])]) needed.add(more);
  return table.filter((name) => needed.has(name));
}

/** Seconds per spec file in Playwright's JSON report, slowest first (both workers' time added up). */
function specTimes(): [string, number][] {
  type Suite = { file: string; suites?: Suite[]; specs?: { tests: { results: { duration: number }[] }[] }[] };
  const report = join(root, 'playwright-report/results.json');
  if (!existsSync(report)) return [];
  const totals = new Map<string, number>();
  const walk = (suite: Suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) totals.set(suite.file, (totals.get(suite.file) ?? 0) + result.duration / 1000);
    for (const child of suite.suites ?? []) walk({ ...child, file: suite.file });
  };
  for (const suite of (JSON.parse(readFileSync(report, 'utf8')) as { suites: Suite[] }).suites) walk(suite);
  return [...totals].sort((a, b) => b[1] - a[1]);
}

async function main() {
  const args = process.argv.slice(2).filter((a) => a !== '--no-build');
  running = await Promise.all([
    ...fakes.map(({ port, dataset }) => start({ port, dataset, log: true })),
    startCollector({ ...collector, log: true }),
  ]);
  if (!process.argv.includes('--no-build')) {
    for (const name of wanted(args)) await build(name);
  } else {
    const missing = wanted(args).filter((name) => !existsSync(buildDir(name)));
    if (missing.length > 0) {
      console.error(
        `--no-build needs the earlier builds of the projects asked for; missing: ${missing.map((name) => builds[name].output).join(', ')}`,
      );
      process.exit(1);
    }
  }

  // The deploy spec skips itself without nginx outside CI; the list reporter would only count the skips.
  if (!process.env.CI && findNginx() === null)
    console.warn('e2e: nginx is not installed, so deploy-nginx.spec.ts is skipped: apt-get install nginx');
  // Playwright reads the same ports from test-support/ports.ts (the environment, E2E_PORT_BASE included, is
  // inherited), and its global setup finds the fakes answering.
  const started = Date.now();
  const result = spawnSync(bin('playwright'), ['test', ...args], { cwd: root, stdio: 'inherit' });
  timings.push(['playwright', (Date.now() - started) / 1000]);
  await stopFakes();
  console.log(`\ne2e timings: ${timings.map(([name, s]) => `${name} ${Math.round(s)} s`).join(', ')}`);
  const slowest = specTimes().slice(0, 12);
  if (slowest.length)
    console.log(`slowest spec files (test time, both workers): ${slowest.map(([file, s]) => `${file} ${Math.round(s)} s`).join(', ')}`);
  process.exit(result.status ?? 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
