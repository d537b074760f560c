// Builds what the e2e suite runs against, each configuration of test-support/builds.ts once, then runs the Node
// layer and Playwright (whose projects and static servers come from the same table). Only the builds of the
// projects asked for are made (`npm run test:e2e -- --project=server-mode` builds only the server). The builds
// leave out the pipeline's own type check (SKIP_TYPECHECK=1): npm test has run tsc already. The fake APIs and the
// fake Plausible collector start first and stay up during the tests (the builds read the APIs; the browser and
// the server revalidate against them; the analytics builds post their events to the collector).
// After the builds, before the browser: the artifact tests (e2e/artifacts/*.test.ts, node:test), which read the
// builds' files and ask their servers over HTTP without Chromium. Then, when the server build is among them, the
// server tests (e2e/server/*.test.ts, node:test): server mode's checks over plain HTTP, one file at a time, beside
// Playwright's export projects. They change the server build's fake API, as Playwright's server-mode project does,
// so that project's worker waits until they are done (test-support/server-layer-gate.ts): the two together take
// one of the machine's two cores, as the server-mode project alone did when it held all of them. On CI a failed
// server test runs once more, as Playwright retries once there.
// Prints the time of each build, of the artifact tests, of the server tests and of Playwright, Playwright's test
// time and page loads, and the slowest spec files.
// Options: --no-build (reuse the last builds); --artifacts-only (the artifact tests alone); --no-browser (the Node
// layer alone: the artifact tests, then the server tests); e2e/server/<name>.test.ts (those server tests alone,
// no Playwright); everything else goes to Playwright.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findNginx } from '../scripts/build/nginx';
import { start as startCollector } from '../dev-services/fake-plausible/start';
import { start, type FakeWpcom } from '../dev-services/fake-wpcom/start';
import { buildDir, builds, collector, fakes, type BuildName } from '../test-support/builds';
import { ports } from '../test-support/ports';
import { closeGate } from '../test-support/server-layer-gate';

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

type Annotation = { type: string; description?: string };
type Suite = {
  file: string;
  suites?: Suite[];
  specs?: { tests: { projectName: string; annotations?: Annotation[]; results: { duration: number; annotations?: Annotation[] }[] }[] }[];
};

/**
 * From Playwright's JSON report: seconds per spec file, slowest first (both workers' time added up), and per
 * project the tests, their time, the tests that opened a browser context and the pages they loaded (the fixtures'
 * annotations, test-support/fixtures.ts).
 */
function report() {
  const file = join(root, 'playwright-report/results.json');
  const files = new Map<string, number>();
  const projects = new Map<string, { tests: number; seconds: number; contexts: number; loads: number }>();
  if (!existsSync(file)) return { files: [] as [string, number][], projects };
  const walk = (suite: Suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const project = projects.get(test.projectName) ?? { tests: 0, seconds: 0, contexts: 0, loads: 0 };
        project.tests += 1;
        for (const result of test.results) {
          files.set(suite.file, (files.get(suite.file) ?? 0) + result.duration / 1000);
          project.seconds += result.duration / 1000;
          const notes = result.annotations ?? test.annotations ?? [];
          project.contexts += notes.filter((note) => note.type === 'browser-context').length;
          project.loads += notes.filter((note) => note.type === 'page-loads').reduce((sum, note) => sum + Number(note.description), 0);
        }
        projects.set(test.projectName, project);
      }
    for (const child of suite.suites ?? []) walk({ ...child, file: suite.file });
  };
  for (const suite of (JSON.parse(readFileSync(file, 'utf8')) as { suites: Suite[] }).suites) walk(suite);
  return { files: [...files].sort((a, b) => b[1] - a[1]), projects };
}

/** The node:test files of one folder of the Node layer (e2e/artifacts/, e2e/server/). */
const nodeTests = (folder: string) =>
  readdirSync(join(root, 'e2e', folder))
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => join(root, 'e2e', folder, name));

/** The artifact tests over the builds this run made (`fresh`: just now, not --no-build): node:test on tsx, two files at a time. */
function artifactTests(made: BuildName[], fresh: boolean): number {
  const started = Date.now();
  const result = spawnSync(bin('tsx'), ['--test', '--test-concurrency=2', ...nodeTests('artifacts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_BUILDS: made.join(','), ...(fresh ? { E2E_FRESH_BUILDS: '1' } : {}) },
  });
  timings.push(['artifacts', (Date.now() - started) / 1000]);
  return result.status ?? 1;
}

/** Runs a command with its output passed through, each line prefixed: its report reads apart from the others. */
function spawnPrefixed(command: string, args: string[], prefix: string): Promise<number> {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop()!;
      for (const line of lines) console.log(`${prefix}${line}`);
    });
    stream.on('end', () => partial && console.log(`${prefix}${partial}`));
  }
  return new Promise((resolve) => child.once('close', (code) => resolve(code ?? 1)));
}

/**
 * The server tests (`files`, or all): node:test on tsx, one file at a time (each starts servers on the server
 * build's fake API). On CI a failure is tried once more: node:test's rerun file runs again only the tests that
 * failed, with their hooks.
 */
async function serverTests(files: string[]): Promise<number> {
  const started = Date.now();
  const state = join(mkdtempSync(join(tmpdir(), 'e2e-server-')), 'rerun.json');
  const args = ['--test', '--test-concurrency=1', `--test-rerun-failures=${state}`, ...(files.length ? files : nodeTests('server'))];
  let status = await spawnPrefixed(bin('tsx'), args, 'server │ ');
  if (status !== 0 && process.env.CI) {
    console.log('server │ again, only the tests that failed:');
    status = await spawnPrefixed(bin('tsx'), args, 'server │ ');
  }
  rmSync(join(state, '..'), { recursive: true, force: true });
  timings.push(['server tests', (Date.now() - started) / 1000]);
  return status;
}

/** Playwright over the builds, with its own output; `env` adds to the environment it inherits. */
function playwright(args: string[], env: Record<string, string>): Promise<number> {
  const started = Date.now();
  const child = spawn(bin('playwright'), ['test', ...args], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((resolve) =>
    child.once('close', (code) => {
      timings.push(['playwright', (Date.now() - started) / 1000]);
      resolve(code ?? 1);
    }),
  );
}

async function main() {
  const artifactsOnly = process.argv.includes('--artifacts-only');
  const serverFiles = process.argv.slice(2).filter((a) => /^(\.\/)?e2e\/server\/[^/]+\.test\.ts$/.test(a));
  const browser = !artifactsOnly && !process.argv.includes('--no-browser') && serverFiles.length === 0;
  const args = process.argv
    .slice(2)
    .filter((a) => a !== '--no-build' && a !== '--artifacts-only' && a !== '--no-browser' && !serverFiles.includes(a));
  running = await Promise.all([
    ...fakes.map(({ port, dataset }) => start({ port, dataset, log: true })),
    startCollector({ ...collector, log: true }),
  ]);
  const made = wanted(args);
  if (!process.argv.includes('--no-build')) {
    for (const name of made) await build(name);
  } else {
    const missing = made.filter((name) => !existsSync(buildDir(name)));
    if (missing.length > 0) {
      console.error(
        `--no-build needs the earlier builds of the projects asked for; missing: ${missing.map((name) => builds[name].output).join(', ')}`,
      );
      process.exit(1);
    }
  }

  // The deploy tests skip themselves without nginx outside CI; the reporters would only count the skips.
  if (!process.env.CI && findNginx() === null)
    console.warn(
      'e2e: nginx is not installed, so the deploy tests (artifacts/nginx.test.ts, deploy-nginx.spec.ts) are skipped: apt-get install nginx',
    );
  const artifacts = artifactTests(made, !process.argv.includes('--no-build'));
  const withServer = !artifactsOnly && made.includes('server');
  let server = 0;
  let browserStatus = 0;
  if (!browser) {
    if (withServer) server = await serverTests(serverFiles);
  } else {
    // Playwright reads the same ports from test-support/ports.ts (the environment, E2E_PORT_BASE included, is
    // inherited), and its global setup finds the fakes answering.
    const gate = withServer ? closeGate() : null;
    [server, browserStatus] = await Promise.all([
      withServer ? serverTests(serverFiles).finally(() => gate!.open()) : 0,
      playwright(args, gate?.env ?? {}),
    ]);
  }
  await stopFakes();
  console.log(`\ne2e timings: ${timings.map(([name, s]) => `${name} ${Math.round(s)} s`).join(', ')}`);
  if (artifacts !== 0) console.log('e2e: the artifact tests failed (their report is above the browser tests)');
  if (server !== 0) console.log('e2e: the server tests failed (their lines start with "server │")');
  if (browser) {
    const { files, projects } = report();
    if (projects.size)
      console.log(
        `playwright by project (tests, test time, tests with a browser, page loads): ${[...projects]
          .map(([name, p]) => `${name} ${p.tests}, ${Math.round(p.seconds)} s, ${p.contexts}, ${p.loads}`)
          .join('; ')}`,
      );
    if (files.length)
      console.log(
        `slowest spec files (test time, both workers): ${files
          .slice(0, 12)
          .map(([file, s]) => `${file} ${Math.round(s)} s`)
          .join(', ')}`,
      );
  }
  process.exit(artifacts || server || browserStatus);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
