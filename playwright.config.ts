import { existsSync, statfsSync } from 'node:fs';
import { defineConfig, devices, type PlaywrightTestConfig, type Project } from '@playwright/test';

import { buildDir, builds, type Build, type BuildName, type Width } from './test-support/builds';
import { ports } from './test-support/ports';

// Debian's Chromium (browser downloads fail on our machines): its headless shell when installed, the build
// Playwright itself uses for headless tests (the suite takes about a third less test time on it than on the full
// browser), else the full browser. CHROMIUM_PATH overrides both; where none exists Playwright's own browser is used.
const executablePath =
  process.env.CHROMIUM_PATH || ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));

// Chromium's renderers share memory through /dev/shm; where it is small (a container's 64 MB) they crash unless told
// to use /tmp instead, which costs time where /dev/shm is large (these machines': 24 GB).
const smallShm = (() => {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    return bavail * bsize < 1024 ** 3;
  } catch {
    return true;
  }
})();

const launchOptions = {
  executablePath,
  args: [
    ...(smallShm ? ['--disable-dev-shm-usage'] : []),
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

// Every test runs at 1280 px. The mobile projects (375 px) run only the tests tagged @mobile (or @mobile-only): those
// with a step a phone's width changes (the menu button, a layout that reflows, an image's drawn size, a dialog that
// must fit). Tests tagged @desktop-only exercise a layout that exists at 1280 px only (@mobile-only: at 375 px
// only). @one-width, the old opt-out tag, still means "not on mobile": it is the default now.
const widths: Record<Width, NonNullable<PlaywrightTestConfig['use']> & Pick<Project, 'grep' | 'grepInvert'>> = {
  desktop: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, grepInvert: /@mobile-only/ },
  mobile: {
    ...devices['Desktop Chrome'],
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    grep: /@mobile/,
    grepInvert: /@desktop-only/,
  },
};

const table = Object.entries(builds) as [BuildName, Build][];
// A spec file belongs to the build whose pattern matches its name; the build without a pattern takes the rest.
const claimed = table.flatMap(([, build]) => (build.specs ? [build.specs] : []));

const projects: Project[] = table.flatMap(([, build]) =>
  Object.entries(build.projects).map(([name, width]) => {
    const { grep, grepInvert, ...use } = widths[width!];
    return {
      name,
      // Playwright's specs only: e2e/artifacts/*.test.ts run on node:test (e2e/run.ts).
      ...(build.specs ? { testMatch: build.specs } : { testMatch: /\.spec\.ts$/, testIgnore: claimed }),
      ...(grep ? { grep } : {}),
      grepInvert,
      ...(build.serial ? { workers: 1 } : {}),
      use: { ...use, launchOptions, ...(build.port ? { baseURL: `http://${build.host ?? '127.0.0.1'}:${build.port}` } : {}) },
    };
  }),
);

// A plain static server over each export that exists (e2e/run.ts builds just what the projects asked for
// need): it maps /about to about.html and answers unknown paths with 404.html and status 404, the hosting rule
// the site is built for. The fake WordPress.com APIs are started by e2e/run.ts (the builds need them too).
// Uncompressed: gzip on loopback bought nothing and cost the server a third of its CPU; what a host compresses
// is tested on nginx (deploy-nginx.spec.ts) and measured by Lighthouse, over a compressing server.
const webServer: PlaywrightTestConfig['webServer'] = table
  .filter(([name, build]) => build.port && existsSync(buildDir(name)))
  .map(([, { output, port }]) => ({
    command: `node_modules/.bin/serve ${output} -l ${port} --no-port-switching --no-clipboard --no-compression`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  }));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  // e2e/run.ts reads the JSON report to print the slowest spec files.
  reporter: [['list'], ['json', { outputFile: 'playwright-report/results.json' }]],
  // The fakes, when Playwright runs without e2e/run.ts (over builds it made earlier): started unless they answer.
  globalSetup: './test-support/start-fakes.ts',
  // A trace (DOM snapshots and screenshots at every action) is recorded only when a failed test runs again:
  // recording every test and keeping the failures' cost the whole suite its share of the CPU. Locally, where a
  // failure is not retried, `npm run test:e2e -- --trace=retain-on-failure` keeps one.
  use: { baseURL: `http://127.0.0.1:${ports.site}`, trace: 'on-first-retry', launchOptions },
  projects,
  webServer,
});
