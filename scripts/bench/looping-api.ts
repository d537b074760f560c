// The build against a broken API: the fake WordPress.com API claims a million posts and answers every
// list call with the same first page and the same next_page handle. Prints how many requests the build sent, how
// long it ran and how it ended; a build still running after the time limit is stopped and reported as such.
//   npx tsx scripts/bench/looping-api.ts [limit-seconds]     default limit: 300
// Replaces out/ (and .next/) like any build. Figures: docs/decisions.md, "A looping or lying API fails the build
// too" (the result is a pass or fail, not a figure that moves).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { benchPorts } from '../../test-support/ports';
import { start as startFake } from '../../dev-services/fake-wpcom/start';

async function main() {
  const root = join(__dirname, '../..');
  const limitSeconds = Number(process.argv[2] ?? 300);
  const port = benchPorts.loopingWpcom;
  const api = `http://127.0.0.1:${port}`;

  await startFake({ port });
  const seeded = await fetch(`${api}/__control/seed?count=100&loop=1000000`, { method: 'POST' });
  if (!seeded.ok) throw new Error(`could not seed the looping API: ${await seeded.text()}`);

  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('NEXT_PUBLIC_')) delete env[key];
  Object.assign(env, {
    NEXT_PUBLIC_SITE_URL: 'https://www.example.com',
    NEXT_PUBLIC_BLOG_API_BASE: api,
    NEXT_PUBLIC_BLOG_SITE: 'loop.wordpress.com',
    NEXT_TELEMETRY_DISABLED: '1',
  });

  const started = performance.now();
  // Its own process group, so the time limit stops next build's workers too.
  const build = spawn('npm', ['run', 'build'], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let stderr = '';
  build.stderr.on('data', (chunk) => (stderr += chunk));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    if (build.pid) process.kill(-build.pid, 'SIGTERM');
  }, limitSeconds * 1000);
  const code = await new Promise<number | null>((resolve) => build.on('exit', (status) => resolve(status)));
  clearTimeout(timer);
  const seconds = (performance.now() - started) / 1000;
  const { requests } = (await (await fetch(`${api}/__control/requests`, { method: 'POST' })).json()) as { requests: string[] };
  const lists = requests.filter((path) => /\/posts\/?(\?|$)/.test(path)).length;
  const ending = timedOut ? `still running after ${limitSeconds} s, stopped` : `exit ${code}`;
  console.log(`looping API: ${lists} list requests (${requests.length} in all), ${seconds.toFixed(1)} s, ${ending}`);
  const message = stderr.split('\n').find((line) => line.includes('[blog]'));
  if (message) console.log(`build said: ${message.trim()}`);
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
