// Builds what the e2e suite runs against, each configuration once (e2e/support/builds.ts), then runs Playwright:
//   out-default/   no environment at all (*.default.spec.ts)
//   out-realistic/ the test configuration over the fake's realistic data set (*realistic.spec.ts)
//   out/           the test configuration: blog from the local fake API, EmailJS test ids (most specs)
//   out-edited/    out/ rebuilt after one post's text is edited through the fake (rebuild.spec.ts)
//   .next-server/  the test configuration as a Node server with a short revalidation window (server-mode.spec.ts)
// Only the builds of the projects asked for are made (`npm run test:e2e -- --project=server-mode` builds only
// the server). The builds skip the type check inside `next build` (SKIP_TYPECHECK=1): npm test has run tsc
// already. The fake APIs stay up during the tests (the browser and the server revalidate against them).
// Prints the time of each build and of the slowest spec files. Options: --no-build (reuse the last builds);
// everything else goes to Playwright.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { findNginx } from '../scripts/build/nginx';
import { builds, projectBuilds, type BuildName } from './support/builds';
import { ports } from './support/ports';

const root = join(__dirname, '..');
const bin = (name: string) => join(root, 'node_modules/.bin', name);

// The builds' configuration comes from here only, never from the caller's shell.
const BUILD_VARIABLES = new Set(['NEXT_OUTPUT', 'BLOG_REVALIDATE_SECONDS', 'REVALIDATE_SECRET']);
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

const fakeServer = join(root, 'e2e/fake-wpcom/server.ts');
const fakePorts: [number, string][] = [
  [ports.wpcom, 'default'],
  [ports.serverWpcom, 'default'],
  [ports.realisticWpcom, 'realistic'],
];
const fakes = fakePorts.map(([port, dataset]) =>
  spawn(process.execPath, ['--import', 'tsx', fakeServer], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(port), WPCOM_DATASET: dataset },
  }),
);
const stopFake = () => fakes.forEach((fake) => fake.exitCode === null && fake.kill());
process.on('exit', stopFake);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

async function waitForFake() {
  for (const [port] of fakePorts) {
    let up = false;
    // 30 s: the realistic fake renders its photos on its first start on a machine (under 10 s).
    for (let i = 0; i < 300 && !up; i += 1) {
      try {
        up = (await fetch(`http://127.0.0.1:${port}/__health`)).ok;
      } catch {}
      if (!up) await new Promise((r) => setTimeout(r, 100));
    }
    if (!up) throw new Error(`the fake WordPress.com API did not start on port ${port}`);
  }
}

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

/** Builds one configuration and moves an export to its folder (the edited rebuild sets out/ aside meanwhile). */
async function build(name: BuildName) {
  const { output, script, env } = builds[name];
  if (name !== 'edited') {
    run(name, script, env);
    if (script === 'build' && output !== 'out') {
      rmSync(join(root, output), { recursive: true, force: true });
      renameSync(join(root, 'out'), join(root, output));
    }
    return;
  }
  const first = join(root, 'out-first');
  rmSync(first, { recursive: true, force: true });
  renameSync(join(root, 'out'), first);
  await control('posts', readFileSync(join(root, 'e2e/support/rebuild-edit.json'), 'utf8'));
  run(name, script, env);
  await control('reset');
  rmSync(join(root, output), { recursive: true, force: true });
  renameSync(join(root, 'out'), join(root, output));
  renameSync(first, join(root, 'out'));
}

/** The builds the projects named with --project need (all of them when none is named). */
function wanted(args: string[]): BuildName[] {
  const named = args.flatMap((arg, i) =>
    arg.startsWith('--project=') ? [arg.slice(10)] : arg === '--project' && args[i + 1] ? [args[i + 1]!] : [],
  );
  const projects = named.length > 0 ? named : Object.keys(projectBuilds);
  const needed = new Set(projects.flatMap((project) => projectBuilds[project] ?? []));
  for (const name of needed) for (const before of builds[name].after ?? []) needed.add(before);
  // In the order of the table: the edited rebuild after out/.
  return (Object.keys(builds) as BuildName[]).filter((name) => needed.has(name));
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
  await waitForFake();
  if (!process.argv.includes('--no-build')) {
    for (const name of wanted(args)) await build(name);
  } else {
    const missing = wanted(args).filter((name) => !existsSync(join(root, builds[name].output)));
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
  // Playwright reads the same ports from e2e/support/ports.ts (the environment, E2E_PORT_BASE included, is inherited).
  const started = Date.now();
  const result = spawnSync(bin('playwright'), ['test', ...args], { cwd: root, stdio: 'inherit' });
  timings.push(['playwright', (Date.now() - started) / 1000]);
  stopFake();
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
