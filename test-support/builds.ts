/**
 * The one table of test builds: what e2e/run.ts builds (each configuration once, shared by every spec that needs
 * it), and what playwright.config.ts generates from it: one project per width of each build, running the spec
 * files the build's `specs` pattern matches, and a static server over each export. Adding a build is one entry
 * here (and, if it needs one, a port in ports.ts); see docs/development.md.
 */
import { join } from 'node:path';
import { DEFAULT_SITE_URL } from '../lib/config/env';
import type { Dataset } from '../dev-services/fake-wpcom/api';
import { ports, realisticBlogSite, serverModeTest, testAnalytics, testBlogSite, testEmailJs, testWpcom } from './ports';

const root = join(__dirname, '..');

/** Every test build's output lives under this one folder (ignored by git and every tool), never in out/. */
const TEST_BUILDS = '.test-builds';

/** The fake WordPress.com APIs the builds read and the browser refreshes from; e2e/run.ts starts them first. */
export const fakes: { port: number; dataset: Dataset }[] = [
  { port: ports.wpcom, dataset: 'default' },
  // The server build's own, so server-mode tests that change its posts never disturb the exports' tests.
  { port: ports.serverWpcom, dataset: 'default' },
  { port: ports.realisticWpcom, dataset: 'realistic' },
];

/** The EmailJS ids of the test builds, as the build reads them. */
const emailJs = {
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: testEmailJs.serviceId,
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: testEmailJs.templateId,
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: testEmailJs.publicKey,
};

const testConfig = {
  NEXT_PUBLIC_SITE_URL: DEFAULT_SITE_URL,
  NEXT_PUBLIC_BLOG_API_BASE: `http://127.0.0.1:${ports.wpcom}`,
  NEXT_PUBLIC_BLOG_SITE: testBlogSite,
  ...emailJs,
  // The WordPress.com app of the drafts preview (.test-builds/default/ has none: its /blog/drafts tells how to set one up).
  NEXT_PUBLIC_WPCOM_CLIENT_ID: testWpcom.clientId,
};

/** Plausible on, posting to the fake collector (dev-services/fake-plausible/). */
const analyticsConfig = {
  NEXT_PUBLIC_PLAUSIBLE_DOMAIN: testAnalytics.domain,
  NEXT_PUBLIC_PLAUSIBLE_ENDPOINT: testAnalytics.endpoint,
};

/**
 * The fake Plausible collector the analytics builds post to, started beside the fake APIs. It counts only events
 * from the origins the analytics specs browse as site.test: the analytics export, its server-mode spec's
 * `next start`, and the default export (which must send nothing).
 */
export const collector = {
  port: ports.plausible,
  domain: testAnalytics.domain,
  siteOrigins: [ports.analyticsSite, ports.analyticsServer, ports.defaultSite].map((port) => `http://${testAnalytics.host}:${port}`),
};

export type Width = 'desktop' | 'mobile';

export type Build = {
  /** Where the build's output ends up, from the repository's root. */
  output: string;
  script: 'build' | 'build:server';
  env: Record<string, string>;
  /** Builds this one starts from (the edited rebuild needs the test build first). */
  after?: BuildName[];
  /** Other builds its specs read besides their own (e2e/artifacts/layout.test.ts compares the edited one with it). */
  needs?: BuildName[];
  /** An export: the static server over it that its projects browse (baseURL). */
  port?: number;
  /** The host name its projects browse the port under (127.0.0.1 unless set; the browser maps it there). */
  host?: string;
  /** The spec files run against it; the build without a pattern takes every spec no other build claims. */
  specs?: RegExp;
  /** Its Playwright projects (name: width); a build without projects is only read by another build's specs. */
  projects: Partial<Record<string, Width>>;
  /** One test at a time (its specs change one shared server's data). */
  serial?: boolean;
};

export type BuildName = 'server' | 'default' | 'realistic' | 'test' | 'edited' | 'analytics';

export const builds: Record<BuildName, Build> = {
  /**
   * The test configuration as a Node server over its own fake API, with a short revalidation window. Next's
   * server folder (`next start` reads it from next.config.mjs), so it stays .next-server/. First in the table:
   * its specs run one after another, so its project takes one worker (which first waits for the Node server tests,
   * e2e/server/, run beside it) while the other works through the rest. Each *.server-mode.spec.ts and each
   * e2e/server/*.test.ts starts its own `next start` or standalone servers.
   * Analytics is on: one server build serves every server test, and the tracker stays silent on 127.0.0.1, where
   * all but the analytics spec browse.
   */
  server: {
    output: '.next-server',
    script: 'build:server',
    env: {
      ...testConfig,
      ...analyticsConfig,
      NEXT_OUTPUT: 'server',
      NEXT_PUBLIC_BLOG_API_BASE: `http://127.0.0.1:${ports.serverWpcom}`,
      BLOG_REVALIDATE_SECONDS: String(serverModeTest.revalidateSeconds),
      // On CI, a fresh clone, no later build reads Turbopack's cache of the one build into .next-server/; locally
      // the suite's next run does.
      ...(process.env.CI ? { SKIP_BUILD_CACHE: '1' } : {}),
    },
    specs: /server-mode\.spec\.ts$/,
    projects: { 'server-mode': 'desktop' },
    serial: true,
  },
  /** No environment at all: embedded sample posts, contact form without EmailJS, drafts preview without an app. */
  default: {
    output: `${TEST_BUILDS}/default`,
    script: 'build',
    env: { NEXT_PUBLIC_SITE_URL: DEFAULT_SITE_URL },
    port: ports.defaultSite,
    specs: /\.default\.spec\.ts$/,
    projects: { 'default-config': 'desktop' },
  },
  /** The test configuration over the fake's realistic data set (block and classic markup, embeds, photos). */
  realistic: {
    output: `${TEST_BUILDS}/realistic`,
    script: 'build',
    env: { ...testConfig, NEXT_PUBLIC_BLOG_API_BASE: `http://127.0.0.1:${ports.realisticWpcom}`, NEXT_PUBLIC_BLOG_SITE: realisticBlogSite },
    port: ports.realisticSite,
    specs: /realistic\.spec\.ts$/,
    projects: { 'realistic-desktop': 'desktop', 'realistic-mobile': 'mobile' },
  },
  /** The test configuration: blog from the local fake API, EmailJS test ids. Every other spec runs on it. */
  test: {
    output: `${TEST_BUILDS}/test`,
    script: 'build',
    env: testConfig,
    needs: ['edited'],
    port: ports.site,
    projects: { desktop: 'desktop', mobile: 'mobile' },
  },
  /** The test build again after one post's text is edited through the fake's control endpoint (e2e/artifacts/layout.test.ts). */
  edited: { output: `${TEST_BUILDS}/edited`, script: 'build', env: testConfig, after: ['test'], projects: {} },
  /**
   * The test configuration with Plausible analytics on (*.analytics.spec.ts), browsed as site.test: the official
   * tracker sends nothing from 127.0.0.1 (test-support/analytics.ts starts the browser that maps the name).
   */
  analytics: {
    output: `${TEST_BUILDS}/analytics`,
    script: 'build',
    env: { ...testConfig, ...analyticsConfig },
    port: ports.analyticsSite,
    host: testAnalytics.host,
    specs: /\.analytics\.spec\.ts$/,
    projects: { analytics: 'desktop' },
  },
};

/** A build's output folder, absolute. */
export const buildDir = (name: BuildName) => join(root, builds[name].output);
