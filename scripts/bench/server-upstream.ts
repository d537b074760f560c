// Upstream calls per request in server mode: `next start` over .next-server/ (built by e2e/run.ts,
// whose server build reads the fake WordPress.com API on ports.serverWpcom) answers article URLs while the fake
// API logs every request it gets. Three runs of 200 requests each:
//   random ids   — 200 ids that do not exist, each asked once (a scanner, or links to deleted posts)
//   repeated ids — 200 requests over 20 unknown ids (the same dead links asked again within seconds)
//   API down     — the fake answers 503 to every post: 40 requests for unknown ids
//   npx tsx scripts/bench/server-upstream.ts
// Figures: deploy/server-mode.md (upstream calls per article request).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { benchPorts, ports } from '../../test-support/ports';
import { start as startFake } from '../../dev-services/fake-wpcom/start';
import { waitFor } from '../../dev-services/wait';

async function main() {
  const root = join(__dirname, '../..');
  const apiPort = ports.serverWpcom;
  const serverPort = benchPorts.serverUpstreamSite;
  const api = `http://127.0.0.1:${apiPort}`;
  const origin = `http://127.0.0.1:${serverPort}`;

  if (!existsSync(join(root, '.next-server', 'BUILD_ID'))) {
    console.error('No server build in .next-server/: run npx tsx e2e/run.ts (or its server build) first.');
    process.exit(1);
  }

  const children: ChildProcess[] = [];
  const stopAll = () => children.forEach((child) => child.exitCode === null && child.pid && process.kill(-child.pid, 'SIGTERM'));
  process.on('exit', stopAll);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

  function start(command: string, args: string[], env: Record<string, string>) {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
    children.push(child);
    return child;
  }

  async function control(path: string, body: object = {}) {
    const response = await fetch(`${api}/__control/${path}`, { method: 'POST', body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`fake API ${path}: ${response.status}`);
    return response.json() as Promise<{ requests: string[] }>;
  }

  /** Requests the article URLs a few at a time; returns the status counts and the post calls the API saw. */
  async function run(label: string, ids: number[], setup: () => Promise<unknown> = async () => {}) {
    await control('reset');
    await setup();
    const statuses: Record<number, number> = {};
    const started = performance.now();
    for (let i = 0; i < ids.length; i += 4) {
      await Promise.all(
        ids.slice(i, i + 4).map(async (id) => {
          const response = await fetch(`${origin}/blog/${id}/some-title`, { redirect: 'manual' });
          await response.arrayBuffer();
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        }),
      );
    }
    const seconds = (performance.now() - started) / 1000;
    const { requests } = await control('requests');
    const calls = requests.filter((path) => /\/posts\/\d+/.test(path)).length;
    return { label, requests: ids.length, statuses, calls, perRequest: calls / ids.length, seconds };
  }

  // A fixed sequence, so before and after ask for the same ids.
  let seed = 14;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const unknownId = () => 500_000 + Math.floor(random() * 400_000);

  rmSync(join(root, '.next-server', 'server', 'route-cache'), { recursive: true, force: true });
  rmSync(join(root, '.next-server', 'cache', 'fetch-cache'), { recursive: true, force: true });
  await startFake({ port: apiPort });
  start(join(root, 'node_modules/.bin/next'), ['start', '-H', '127.0.0.1', '-p', String(serverPort)], {
    NEXT_OUTPUT: 'server',
    BLOG_REVALIDATE_SECONDS: '300',
    REVALIDATE_SECRET: '',
  });
  await waitFor(`${origin}/robots.txt`, { ok: false });

  const results = [];
  results.push(await run('random ids (200 distinct, unknown)', Array.from({ length: 200 }, unknownId)));
  const twenty = Array.from({ length: 20 }, unknownId);
  results.push(
    await run(
      'repeated ids (200 over 20 unknown)',
      Array.from({ length: 200 }, (_, i) => twenty[i % 20]!),
    ),
  );
  results.push(
    await run('API down (40 unknown ids, 503)', Array.from({ length: 40 }, unknownId), () =>
      control('fail', { target: 'post', status: 503 }),
    ),
  );

  console.log('| Run | Requests | Answers | Upstream post calls | Per request | Seconds |');
  console.log('|---|---:|---|---:|---:|---:|');
  for (const r of results) {
    const answers = Object.entries(r.statuses)
      .map(([status, n]) => `${n}× ${status}`)
      .join(', ');
    console.log(`| ${r.label} | ${r.requests} | ${answers} | ${r.calls} | ${r.perRequest.toFixed(2)} | ${r.seconds.toFixed(1)} |`);
  }
  stopAll();
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
