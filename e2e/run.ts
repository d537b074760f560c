// Builds the three exports the e2e suite runs against and the server build, then runs Playwright:
//   out-default/  — no environment at all: embedded sample posts, contact form without EmailJS;
//   out-realistic/ — the test configuration over the fake's realistic data set (WPCOM_DATASET=realistic: block
//                   and classic markup, embeds, photo uploads); only *.realistic.spec.ts run against it;
//   out/          — the test configuration: blog from the local fake WordPress.com API, EmailJS test ids;
//   out-edited/   — the test configuration again, after one post's text is edited through the fake's control
//                   endpoint (e2e/support/rebuild-edit.json); e2e/rebuild.spec.ts checks that only the files
//                   that show that post differ from out/ (what a rebuild uploads);
//   .next-server/ — the same configuration as a Node server (NEXT_OUTPUT=server) over a second fake API, with
//                   a short revalidation window; e2e/server-mode.spec.ts runs `next start` over it.
// The fake APIs stay up during the tests (the browser and the server revalidate against them). Extra args go
// to Playwright.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { DEFAULT_SITE_URL } from '../lib/env';
import { ports, realisticBlogSite, serverModeTest, testBlogSite, testEmailJs, testWpcom } from './support/ports';

const root = join(__dirname, '..');
const bin = (name: string) => join(root, 'node_modules/.bin', name);

// The builds' configuration comes from here only, never from the caller's shell.
const BUILD_VARIABLES = new Set(['NEXT_OUTPUT', 'BLOG_REVALIDATE_SECONDS', 'REVALIDATE_SECRET']);
const cleanEnv = { ...process.env };
for (const key of Object.keys(cleanEnv)) if (key.startsWith('NEXT_PUBLIC_') || BUILD_VARIABLES.has(key)) delete cleanEnv[key];

function build(env: Record<string, string>, script = 'build') {
  const started = Date.now();
  // Test builds run on localhost on purpose: ALLOW_LOCALHOST_SITE_URL keeps the CI check from stopping them.
  const result = spawnSync('npm', ['run', script], {
    cwd: root,
    stdio: 'inherit',
    env: { ...cleanEnv, ALLOW_LOCALHOST_SITE_URL: '1', ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(`e2e: npm run ${script} took ${Math.round((Date.now() - started) / 1000)} s`);
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

/** The rebuild after an editor's edit: out/ is set aside, one post edited, rebuilt into out-edited/, all restored. */
async function buildEdited(config: Record<string, string>) {
  const first = join(root, 'out-first');
  const edited = join(root, 'out-edited');
  // A fresh connection per call (agent: false): a kept-alive socket from before a build is closed by then.
  const control = (path: string, body?: string) =>
    new Promise<void>((resolve, reject) => {
      const call = httpRequest(`http://127.0.0.1:${ports.wpcom}/__control/${path}`, { method: 'POST', agent: false }, (response) => {
        response
          .resume()
          .on('end', () => (response.statusCode === 200 ? resolve() : reject(new Error(`fake API ${path}: ${response.statusCode}`))));
      });
      call.on('error', reject).end(body);
    });
  rmSync(first, { recursive: true, force: true });
  renameSync(join(root, 'out'), first);
  await control('posts', readFileSync(join(root, 'e2e/support/rebuild-edit.json'), 'utf8'));
  build(config);
  await control('reset');
  rmSync(edited, { recursive: true, force: true });
  renameSync(join(root, 'out'), edited);
  renameSync(first, join(root, 'out'));
}

/** The EmailJS ids of the test builds, as the build reads them. */
const emailJs = {
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: testEmailJs.serviceId,
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: testEmailJs.templateId,
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: testEmailJs.publicKey,
};

/** The WordPress.com app of the drafts preview (out-default/ has none: its /blog/drafts tells how to set one up). */
const wpcom = { NEXT_PUBLIC_WPCOM_CLIENT_ID: testWpcom.clientId };

async function main() {
  if (!process.argv.includes('--no-build')) {
    build({ NEXT_PUBLIC_SITE_URL: DEFAULT_SITE_URL });
    rmSync(join(root, 'out-default'), { recursive: true, force: true });
    renameSync(join(root, 'out'), join(root, 'out-default'));
    await waitForFake();
    build({
      NEXT_PUBLIC_SITE_URL: DEFAULT_SITE_URL,
      NEXT_PUBLIC_BLOG_API_BASE: `http://127.0.0.1:${ports.realisticWpcom}`,
      NEXT_PUBLIC_BLOG_SITE: realisticBlogSite,
      ...emailJs,
    });
    rmSync(join(root, 'out-realistic'), { recursive: true, force: true });
    renameSync(join(root, 'out'), join(root, 'out-realistic'));
    const testConfig = {
      NEXT_PUBLIC_SITE_URL: DEFAULT_SITE_URL,
      NEXT_PUBLIC_BLOG_API_BASE: `http://127.0.0.1:${ports.wpcom}`,
      NEXT_PUBLIC_BLOG_SITE: testBlogSite,
      ...emailJs,
      ...wpcom,
    };
    build(testConfig);
    await buildEdited(testConfig);
    build(
      {
        NEXT_OUTPUT: 'server',
        NEXT_PUBLIC_SITE_URL: DEFAULT_SITE_URL,
        NEXT_PUBLIC_BLOG_API_BASE: `http://127.0.0.1:${ports.serverWpcom}`,
        NEXT_PUBLIC_BLOG_SITE: testBlogSite,
        ...emailJs,
        ...wpcom,
        BLOG_REVALIDATE_SECONDS: String(serverModeTest.revalidateSeconds),
      },
      'build:server',
    );
  } else {
    if (!['out', 'out-default', 'out-realistic'].every((dir) => existsSync(join(root, dir)))) {
      console.error('--no-build needs out/, out-default/ and out-realistic/ from an earlier run');
      process.exit(1);
    }
    await waitForFake();
  }

  const args = process.argv.slice(2).filter((a) => a !== '--no-build');
  // Playwright reads the same ports from e2e/support/ports.ts (the environment, E2E_PORT_BASE included, is inherited).
  const result = spawnSync(bin('playwright'), ['test', ...args], { cwd: root, stdio: 'inherit' });
  stopFake();
  process.exit(result.status ?? 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
