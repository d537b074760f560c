// Server mode with a partial prerender: builds `npm run build:server` against the local fake WordPress.com API
// seeded with N posts (the realistic data set: every post has a JPEG featured image), measures what the build
// wrote, then runs `next start` and times, with curl, the first and the repeated request of old posts (far
// outside the newest BLOG_PRERENDER_POSTS) and of the newest one, counting the fake API's requests for each.
//   npx tsx scripts/bench/server-mode.ts [--posts 10000] [--old 9000,9500,9900] [--no-build]
// Replaces .next-server/ (and public/pagefind/) like any server build; prints Markdown.
// Figures: docs/benchmarks.md#server-mode-at-10000-posts.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { REALISTIC_SITE } from '../../dev-services/fake-wpcom/realistic';
import { benchPorts } from '../../test-support/ports';
import { articlePath } from '../../lib/blog/paths';
import { articleCount, treeSize } from './tree';
import { start as startFake } from '../../dev-services/fake-wpcom/start';
import { waitFor } from '../../dev-services/wait';

const root = join(__dirname, '../..');
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(name);
  return (index >= 0 ? args[index + 1] : undefined) ?? fallback;
};
const posts = Number(option('--posts', '10000'));
// Positions in the newest-first list (1 = newest) of the old posts to request.
const oldPositions = option('--old', '9000,9500,9900').split(',').map(Number);
const build = !args.includes('--no-build');
const apiPort = benchPorts.serverModeWpcom;
const serverPort = benchPorts.serverModeSite;
const api = `http://127.0.0.1:${apiPort}`;
const origin = `http://127.0.0.1:${serverPort}`;
const site = REALISTIC_SITE;

const children: ChildProcess[] = [];
const stopAll = () => {
  for (const child of children) if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
};
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

function start(command: string, commandArgs: string[], env: NodeJS.ProcessEnv): ChildProcess {
  // Its own process group, so stopping it also stops what npm or next spawned.
  const child = spawn(command, commandArgs, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  children.push(child);
  return child;
}

async function control(path: string, method = 'POST') {
  // A second try covers a kept-alive socket the fake closed during a long build.
  const attempt = () => fetch(`${api}/__control/${path}`, { method });
  const response = await attempt().catch(attempt);
  if (!response.ok) throw new Error(`fake API ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

const apiRequests = async () => ((await control('requests')) as { requests: string[] }).requests.length;

/** curl's time to first and last byte (s) and the status. */
function curl(path: string) {
  const result = spawnSync(
    'curl',
    ['-o', '/dev/null', '-s', '-w', '%{http_code} %{time_starttransfer} %{time_total}', `${origin}${path}`],
    {
      encoding: 'utf8',
    },
  );
  const [status, first, total] = result.stdout.trim().split(' ');
  return { status: Number(status), ttfb: Number(first), total: Number(total) };
}

/** The post at a 1-based position of the newest-first list, as the site links it. */
async function postAt(position: number) {
  const response = await fetch(`${api}/rest/v1.1/sites/${site}/posts/?number=1&offset=${position - 1}&fields=ID,title`);
  const {
    posts: [post],
  } = (await response.json()) as { posts: { ID: number; title: string }[] };
  if (!post) throw new Error(`the fake API has no post at position ${position}`);
  return { position, id: post.ID, path: articlePath(post.ID, post.title) };
}

const settings = {
  NEXT_OUTPUT: 'server',
  NEXT_PUBLIC_SITE_URL: `http://localhost:${serverPort}`,
  NEXT_PUBLIC_BLOG_API_BASE: api,
  NEXT_PUBLIC_BLOG_SITE: site,
  BLOG_REVALIDATE_SECONDS: '300',
  NEXT_TELEMETRY_DISABLED: '1',
  REVALIDATE_SECRET: '',
};
// The build's public settings come from here only, never from the caller's shell.
const env: NodeJS.ProcessEnv = { ...process.env, ...settings };
for (const key of Object.keys(env)) if (key.startsWith('NEXT_PUBLIC_') && !(key in settings)) delete env[key];

async function main() {
  await startFake({ port: apiPort, dataset: 'realistic' });
  await control(`seed?count=${posts}`);

  const load = () =>
    loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
  const report: string[] = [];
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  report.push(`commit ${commit}, ${posts} realistic posts, load average before: ${load()}`);

  if (build) {
    rmSync(join(root, '.next-server'), { recursive: true, force: true });
    const before = await apiRequests();
    const started = performance.now();
    const result = spawnSync('npm', ['run', 'build:server'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
    const seconds = (performance.now() - started) / 1000;
    if (result.status !== 0) throw new Error(`npm run build:server failed (exit ${result.status})`);
    const all = treeSize(join(root, '.next-server'));
    const cache = treeSize(join(root, '.next-server/cache'));
    const app = treeSize(join(root, '.next-server/server/app'));
    const pagefind = treeSize(join(root, 'public/pagefind'));
    report.push(
      `build: ${seconds.toFixed(1)} s (load average after: ${load()}); ${(await apiRequests()) - before} API requests`,
      `.next-server: ${(all.bytes / 1e6).toFixed(1)} MB in ${all.files} files, of which cache/ ${(cache.bytes / 1e6).toFixed(1)} MB in ${cache.files} files, server/app/ (pre-rendered pages and routes) ${(app.bytes / 1e6).toFixed(1)} MB in ${app.files} files`,
      `pre-rendered articles: ${articleCount(join(root, '.next-server/server/app/blog'))}; public/pagefind: ${(pagefind.bytes / 1e6).toFixed(1)} MB in ${pagefind.files} files`,
    );
  }

  start(join(root, 'node_modules/.bin/next'), ['start', '-H', '127.0.0.1', '-p', String(serverPort)], env);
  await waitFor(`${origin}/robots.txt`, { ok: false, timeoutMs: 120_000 });
  // Warm the server once (its first response loads the route's code), on a page that is not measured.
  curl('/about');

  const targets = [await postAt(1), ...(await Promise.all(oldPositions.map(postAt)))];
  const rows = [
    '| Post (position, newest = 1) | Request | Status | TTFB (s) | Total (s) | API requests |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
  ];
  for (const target of targets) {
    for (const label of ['first', 'repeat', 'repeat']) {
      const before = await apiRequests();
      const timing = curl(target.path);
      const calls = (await apiRequests()) - before;
      rows.push(
        `| ${target.id} (${target.position}) | ${label} | ${timing.status} | ${timing.ttfb.toFixed(3)} | ${timing.total.toFixed(3)} | ${calls} |`,
      );
    }
  }
  report.push(`load average after the requests: ${load()}`);
  console.log(`${report.join('\n')}\n\n${rows.join('\n')}`);
  stopAll();
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
