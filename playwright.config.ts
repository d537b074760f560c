import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

import { ports, testAnalytics } from './e2e/support/ports';

// Debian's chromium by default (browser downloads fail on our machines); CHROMIUM_PATH overrides it, and
// where neither exists Playwright's own browser is used.
const executablePath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/** The analytics specs' browser: site.test mapped to 127.0.0.1, no automation flag (see testAnalytics). */
const analyticsLaunchOptions = { ...launchOptions, args: [...launchOptions.args, ...testAnalytics.launchArgs] };

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  // e2e/run.ts reads the JSON report to print the slowest spec files.
  reporter: [['list'], ['json', { outputFile: 'playwright-report/results.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${ports.site}`,
    trace: 'retain-on-failure',
    launchOptions,
  },
  // Each project runs against one build of e2e/support/builds.ts (projectBuilds says which), so e2e/run.ts builds
  // only what the projects asked for need. A spec joins a build by its file name: *.default.spec.ts,
  // *realistic.spec.ts, server-mode.spec.ts and *.server.spec.ts (each starts its own `next start` over
  // .next-server/ on ports of its own); every other spec runs on out/ at both widths.
  projects: [
    // First: its tests run one after another (they change the server's data and wait out revalidation windows),
    // so it starts on one worker while the other works through the rest.
    {
      name: 'server-mode',
      testMatch: /(server-mode|\.server)\.spec\.ts$/,
      // One test at a time: the server-mode specs share the server build's fake API and change its posts.
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    // Tests tagged @desktop-only / @mobile-only exercise a layout that exists at one width only. Tests tagged
    // @one-width check what no viewport changes (requests to the APIs, data refreshes, <head> markup, feeds,
    // security behaviour): they run once, at 1280 px, to keep CI short.
    // *.default.spec.ts files test out-default/, the build with no environment (see e2e/run.ts);
    // server-mode.spec.ts starts `next start` over the server build itself.
    {
      name: 'desktop',
      testIgnore: [/\.default\.spec\.ts$/, /realistic\.spec\.ts$/, /(server-mode|\.server)\.spec\.ts$/, /\.analytics\.spec\.ts$/],
      grepInvert: /@mobile-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      // The host's headers, caching and each page's CSP do not depend on the viewport (the same scripts load
      // at every width): deploy-nginx.spec.ts runs once, at 1280 px.
      testIgnore: [
        /\.default\.spec\.ts$/,
        /realistic\.spec\.ts$/,
        /(server-mode|\.server)\.spec\.ts$/,
        /deploy-nginx\.spec\.ts$/,
        /\.analytics\.spec\.ts$/,
      ],
      grepInvert: /@desktop-only|@one-width/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, hasTouch: true, launchOptions },
    },
    {
      name: 'default-config',
      testMatch: /\.default\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${ports.defaultSite}`,
        launchOptions,
      },
    },
    // Files ending in realistic.spec.ts (blog-realistic.spec.ts, *.realistic.spec.ts) test out-realistic/, built
    // over the fake's realistic data set (block and classic markup, embeds, photo uploads), at both widths.
    {
      name: 'realistic-desktop',
      testMatch: /realistic\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${ports.realisticSite}`,
        launchOptions,
      },
    },
    {
      name: 'realistic-mobile',
      testMatch: /realistic\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        hasTouch: true,
        baseURL: `http://127.0.0.1:${ports.realisticSite}`,
        launchOptions,
      },
    },
    // *.analytics.spec.ts test out-analytics/, built with Plausible on, through site.test (the tracker ignores
    // 127.0.0.1) in a browser that does not announce automation; their events reach e2e/fake-plausible/.
    {
      name: 'analytics',
      testMatch: /\.analytics\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://${testAnalytics.host}:${ports.analyticsSite}`,
        launchOptions: analyticsLaunchOptions,
      },
    },
  ],
  // A plain static server over each export: it maps /about to about.html and answers unknown paths with
  // 404.html and status 404, the hosting rule the site is built for. The fake WordPress.com API is normally
  // started by e2e/run.ts (the build needs it too) and reused here.
  // Only the exports that exist are served: e2e/run.ts builds just what the projects asked for need.
  webServer: [
    ...(
      [
        ['out', ports.site],
        ['out-default', ports.defaultSite],
        ['out-realistic', ports.realisticSite],
        ['out-analytics', ports.analyticsSite],
      ] as const
    )
      .filter(([dir]) => existsSync(join(__dirname, dir)))
      .map(([dir, port]) => ({
        command: `npx serve ${dir} -l ${port} --no-port-switching`,
        url: `http://127.0.0.1:${port}/`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      })),
    {
      command: `node --import tsx e2e/fake-wpcom/server.ts`,
      url: `http://127.0.0.1:${ports.wpcom}/__health`,
      env: { PORT: String(ports.wpcom) },
      reuseExistingServer: true,
      timeout: 30_000,
    },
    // The realistic build's fake API (its pages refresh from it in the browser and load its uploads).
    {
      command: `node --import tsx e2e/fake-wpcom/server.ts`,
      url: `http://127.0.0.1:${ports.realisticWpcom}/__health`,
      env: { PORT: String(ports.realisticWpcom), WPCOM_DATASET: 'realistic' },
      reuseExistingServer: true,
      timeout: 60_000,
    },
    // The analytics builds' Plausible collector; it counts events from out-analytics/ and the analytics server spec.
    {
      command: `node --import tsx e2e/fake-plausible/main.ts`,
      url: `http://127.0.0.1:${ports.plausible}/__health`,
      env: {
        PORT: String(ports.plausible),
        PLAUSIBLE_DOMAIN: testAnalytics.domain,
        PLAUSIBLE_SITE_ORIGINS: [ports.analyticsSite, ports.analyticsServer, ports.defaultSite]
          .map((port) => `http://${testAnalytics.host}:${port}`)
          .join(','),
      },
      reuseExistingServer: true,
      timeout: 30_000,
    },
    // The server build's own fake API (server-mode.spec.ts changes its posts).
    {
      command: `node --import tsx e2e/fake-wpcom/server.ts`,
      url: `http://127.0.0.1:${ports.serverWpcom}/__health`,
      env: { PORT: String(ports.serverWpcom) },
      reuseExistingServer: true,
      timeout: 30_000,
    },
  ],
});
