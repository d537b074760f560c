/**
 * Ports of every local server the e2e suite, the audits and the benchmarks start, derived from one base so
 * parallel checkouts can run side by side (E2E_PORT_BASE=5170 npm run test:e2e). This is the only file that
 * reads E2E_PORT_BASE; e2e/run.ts, scripts/audit/ and scripts/bench/ import their ports from here.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4170);

export const ports = {
  /** The test build (.test-builds/test/), built with the test configuration (fake WordPress.com API, EmailJS test ids). */
  site: base + 3,
  /** .test-builds/default/, built with no environment at all (embedded sample posts, no EmailJS). */
  defaultSite: base + 4,
  /** .test-builds/realistic/, the test configuration over the realistic fake (realisticWpcom); *.realistic.spec.ts only. */
  realisticSite: base + 5,
  /** .test-builds/analytics/, the test configuration with Plausible analytics on (*.analytics.spec.ts), browsed as site.test. */
  analyticsSite: base + 17,
  /** `next start` for the analytics checks in server mode (analytics.server-mode.spec.ts), browsed as site.test. */
  analyticsServer: base + 18,
  /** The fake Plausible collector (dev-services/fake-plausible/) the analytics builds post their events to. */
  plausible: base + 19,
  /** The local fake of the WordPress.com REST API. */
  wpcom: base + 10,
  /**
   * The fake in its realistic mode (WPCOM_DATASET=realistic): block-editor and classic posts, photo uploads served
   * like WordPress.com's image CDN. The blog build benchmark also uses base + 12 for its own fake: do not run
   * the benchmark during the e2e suite.
   */
  realisticWpcom: base + 12,
  /**
   * Server mode (e2e/server/revalidation.test.ts): `next start` over .next-server with a short revalidation window,
   * then with a long one (which e2e/server-mode.spec.ts browses too), and the build's own fake API, so changing
   * its posts never disturbs the export's tests.
   */
  serverShortWindow: base + 6,
  serverLongWindow: base + 7,
  serverWpcom: base + 11,
  /** `next start` for the drafts preview in server mode (blog-drafts.server-mode.spec.ts), over serverWpcom. */
  serverDrafts: base + 16,
  /** `next start` with WPCOM_CLIENT_SECRET: the drafts preview's code grant (blog-drafts-code-grant.server-mode.spec.ts). */
  serverDraftsCodeGrant: base + 21,
  /** Its Redis, which holds the editors' sessions (and the server's cache). */
  serverDraftsRedis: base + 22,
  /** The same without Redis: sessions in the process's memory. */
  serverDraftsMemory: base + 23,
  /** `next start` over the pages as built (e2e/server/as-built.test.ts: tag archives, drafts headers), over serverWpcom. */
  serverAsBuilt: base + 24,
  /** `next start` for WordPress pages in server mode (e2e/server/wp-pages.test.ts), over serverWpcom. */
  serverPages: base + 32,
  /**
   * Two standalone servers over one Redis (e2e/server/cluster.test.ts), reading the server build's fake API
   * (serverWpcom); Redis is Debian's redis-server, started by the spec.
   */
  clusterA: base + 40,
  clusterB: base + 41,
  clusterRedis: base + 42,
  /** Their metrics ports, where GET /health answers the cache's state (the public /api/health says only "ok"). */
  clusterMetricsA: base + 47,
  clusterMetricsB: base + 48,
  /**
   * e2e/server/cache-abuse.test.ts: two more standalone servers over a Redis of their own (a fresh cluster
   * for each sequence: revalidation bursts, made-up addresses, a rename followed by an outage).
   */
  abuseA: base + 43,
  abuseB: base + 44,
  abuseRedis: base + 45,
  abuseMetricsA: base + 53,
  /**
   * e2e/server/cache-misconfigured.test.ts: a standalone server over a Redis it cannot use (wrong password,
   * read-only replica, a user without permissions), and that Redis (a replica's primary on the next port).
   */
  misconfiguredSite: base + 50,
  misconfiguredRedis: base + 51,
  misconfiguredPrimary: base + 52,
  /** e2e/server/csp.test.ts, then e2e/csp.server-mode.spec.ts: a standalone server whose pages are checked against their script hashes. */
  cspSite: base + 56,
  /** e2e/server/tracing.test.ts: a standalone server exporting one trace in a hundred, and its OTLP receiver. */
  tracedSite: base + 57,
  tracedOtlp: base + 58,
  misconfiguredMetrics: base + 54,
  /** e2e/server/container.test.ts: the standalone server run from a copy of what the image holds. */
  containerSite: base + 46,
  /** Its metrics port (GET /health there tells the cache's state). */
  containerMetrics: base + 49,
  /**
   * e2e/server/observability.test.ts: two standalone servers (public port, metrics port), the new instance
   * of a rolling restart, their Redis, a real Prometheus, a fake OTLP receiver and the test's load balancer.
   */
  observedA: base + 60,
  observedB: base + 61,
  observedC: base + 62,
  observedMetricsA: base + 63,
  observedMetricsB: base + 64,
  observedMetricsC: base + 65,
  observedRedis: base + 66,
  prometheus: base + 67,
  otlp: base + 68,
  balancer: base + 69,
  /**
   * nginx over the test build in the deploy test: this port plus the worker's parallel index (+ 2 for the precompressed
   * copy, + 4 for the copy with dotfiles). Not base + 20: with the default base that is 4190, a port the Fetch standard blocks
   * (ManageSieve), so Node's fetch and Chromium refuse to connect to it.
   */
  nginx: base + 25,
};

/** Static servers of `npm run audit` (free of the ports above, which the suite may be using). */
export const auditPorts = {
  /** The test build for the link, axe and Lighthouse passes; its blog refreshes from `ports.wpcom`. */
  site: base + 8,
  /** .test-builds/realistic/ for the realistic Lighthouse gate; its blog refreshes from `ports.realisticWpcom`. */
  realisticSite: base + 9,
};

/**
 * The benchmarks' servers. Several share a port (one benchmark runs at a time) and some reuse the suite's
 * (blog-build's fake is on `realisticWpcom`): run no benchmark during the e2e suite.
 */
export const benchPorts = {
  /** blog-build: its fake API (realistic data set) and the static server over the export it measures. */
  blogBuildWpcom: base + 12,
  blogBuildSite: base + 13,
  /** looping-api: a fake API whose pagination never ends. */
  loopingWpcom: base + 13,
  /** search: the static server over the generated export. */
  searchSite: base + 13,
  /** rebuild-diff: its fake API. */
  rebuildWpcom: base + 14,
  /** server-mode: its fake API and `next start`. */
  serverModeWpcom: base + 14,
  serverModeSite: base + 15,
  /** server-upstream: `next start` over .next-server/ (its API is the suite's `serverWpcom`). */
  serverUpstreamSite: base + 8,
  /** load: nginx over out/ and `next start` over .next-server/ (its API is the suite's `serverWpcom`). */
  loadNginx: base + 30,
  loadServer: base + 31,
  /** cluster-load: two standalone servers and Redis (its API is the suite's `serverWpcom`). */
  loadClusterA: base + 43,
  loadClusterB: base + 44,
  loadClusterRedis: base + 45,
  loadClusterMetricsA: base + 47,
  loadClusterMetricsB: base + 48,
  /**
   * observability-cost: one server per variant (7) from costServers up, the metrics ports of the three with
   * metrics from costMetrics up, and the OTLP sink.
   */
  costServers: base + 60,
  costMetrics: base + 67,
  costOtlp: base + 70,
};

/** The EmailJS ids baked into the test build; specs assert the request carries them. */
export const testEmailJs = {
  serviceId: 'service_e2e',
  templateId: 'template_e2e',
  publicKey: 'publickey_e2e',
};

/** The server build's settings (e2e/run.ts builds with them; the server-mode tests run `next start` with them). */
export const serverModeTest = {
  /** Short, so the window test waits seconds; the pages the build pre-renders carry this window. */
  revalidateSeconds: 3,
  /** Long, so only the revalidation endpoint can refresh a page during the endpoint tests. */
  longRevalidateSeconds: 600,
  secret: 'e2e-revalidate-secret-7c1d0f4e9a2b6c835e10d7f4',
};

/** The WordPress.com site name the test build is configured with. */
export const testBlogSite = 'e2e.wordpress.com';

/** The WordPress.com site name the realistic build (.test-builds/realistic/) is configured with. */
export const realisticBlogSite = 'realistic.wordpress.com';

/**
 * The WordPress.com app the test builds sign in with (NEXT_PUBLIC_WPCOM_CLIENT_ID), its Client Secret (server mode's
 * WPCOM_CLIENT_SECRET, set at run time by the specs that use the code grant), and a site it is not for.
 */
export const testWpcom = {
  clientId: '81234',
  clientSecret: 'e2e-wpcom-client-secret-5b0e7a93d1c64f28a9e3',
  otherSite: 'other.wordpress.com',
};

/**
 * The analytics builds' Plausible settings. The official tracker sends nothing from localhost, 127.x or a browser
 * that announces automation, so the analytics specs browse a host name the browser maps to 127.0.0.1 in a browser
 * started without the automation flag (launchArgs), rather than loosening what ships.
 */
export const testAnalytics = {
  domain: 'site.test',
  host: 'site.test',
  endpoint: `http://127.0.0.1:${ports.plausible}/api/event`,
  /** Chromium flags of the analytics specs, added to playwright.config.ts's by test-support/analytics.ts. */
  launchArgs: ['--host-resolver-rules=MAP site.test 127.0.0.1', '--disable-blink-features=AutomationControlled'],
};
