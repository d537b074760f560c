/**
 * The builds the e2e suite runs against, each built once by e2e/run.ts and shared by every spec that needs it,
 * and which Playwright project (playwright.config.ts) needs which. A new spec over an existing build only has
 * to match its project's file pattern; a new configuration is one entry here, its server in the config's
 * webServer list, and its project.
 */
import { DEFAULT_SITE_URL } from '../../lib/env';
import { ports, realisticBlogSite, serverModeTest, testAnalytics, testBlogSite, testEmailJs, testWpcom } from './ports';

export type BuildName = 'default' | 'realistic' | 'test' | 'edited' | 'server' | 'analytics';

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
  // The WordPress.com app of the drafts preview (out-default/ has none: its /blog/drafts tells how to set one up).
  NEXT_PUBLIC_WPCOM_CLIENT_ID: testWpcom.clientId,
};

/** Plausible on, posting to the fake collector (e2e/fake-plausible/). */
const analyticsConfig = {
  NEXT_PUBLIC_PLAUSIBLE_DOMAIN: testAnalytics.domain,
  NEXT_PUBLIC_PLAUSIBLE_ENDPOINT: testAnalytics.endpoint,
};

export type Build = {
  /** Where the build's output ends up (moved there from out/ for the exports). */
  output: string;
  script: 'build' | 'build:server';
  env: Record<string, string>;
  /** Builds this one starts from (the edited rebuild needs out/ first). */
  after?: BuildName[];
};

export const builds: Record<BuildName, Build> = {
  /** No environment at all: embedded sample posts, contact form without EmailJS. */
  default: { output: 'out-default', script: 'build', env: { NEXT_PUBLIC_SITE_URL: DEFAULT_SITE_URL } },
  /** The test configuration over the fake's realistic data set (block and classic markup, embeds, photos). */
  realistic: {
    output: 'out-realistic',
    script: 'build',
    env: { ...testConfig, NEXT_PUBLIC_BLOG_API_BASE: `http://127.0.0.1:${ports.realisticWpcom}`, NEXT_PUBLIC_BLOG_SITE: realisticBlogSite },
  },
  /** The test configuration: blog from the local fake API, EmailJS test ids. */
  test: { output: 'out', script: 'build', env: testConfig },
  /** out/ rebuilt after one post's text is edited through the fake's control endpoint (rebuild.spec.ts). */
  edited: { output: 'out-edited', script: 'build', env: testConfig, after: ['test'] },
  /**
   * The test configuration as a Node server over a second fake API, with a short revalidation window, and analytics
   * on (one server build serves every server spec; the tracker stays silent on 127.0.0.1, where they browse).
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
    },
  },
  /** The test configuration with Plausible analytics on (*.analytics.spec.ts). */
  analytics: { output: 'out-analytics', script: 'build', env: { ...testConfig, ...analyticsConfig } },
};

/** The builds each Playwright project runs against. */
export const projectBuilds: Record<string, BuildName[]> = {
  'server-mode': ['server'],
  desktop: ['test', 'edited'],
  mobile: ['test'],
  'default-config': ['default'],
  'realistic-desktop': ['realistic'],
  'realistic-mobile': ['realistic'],
  analytics: ['analytics'],
};
