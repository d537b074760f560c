/**
 * The site's configuration: the one module that reads the process's environment (besides the literal
 * NEXT_PUBLIC_* reads of ./env-public.ts, which the browser needs). Every variable is optional; its rule is in
 * ./env-schema.ts (one valibot schema), and a malformed value throws a ConfigError with the variable's name, never
 * repeating a secret.
 *
 * - `env`: the build's settings, parsed once per process when this module is first imported: `next build` fails
 *   loudly instead of shipping a broken site. Client modules import `publicEnv` from ./env-public.ts instead.
 * - `serverEnv()`: the server's run-time settings (server mode), parsed once per process at start
 *   (lib/server/start.ts stops the start on a malformed one). The build does not read them: the environment it
 *   runs in need not hold the server's.
 */
import {
  defaultPhotonHosts,
  DEFAULT_BLOG_API_BASE,
  DEFAULT_RESIZE_HOSTS,
  DEFAULT_SITE_URL,
  analyticsConfig,
  parseHostPatterns,
  publicConfig,
  publicVariables,
  type AnalyticsConfig,
  type EmailJsConfig,
  type PublicEnv,
} from './env-public';
import {
  BUILD_VARIABLES,
  ConfigError,
  DEFAULT_BLOG_PRERENDER_POSTS,
  DEFAULT_BLOG_REVALIDATE_SECONDS,
  parseVariable,
  parseVariables,
  RUNTIME_VARIABLES,
  type LogLevel,
  type Variable,
  type Variables,
} from './env-schema';
import { processSingleton } from '../util/process-singleton.mjs';

export { ConfigError, DEFAULT_BLOG_API_BASE, DEFAULT_BLOG_PRERENDER_POSTS, DEFAULT_BLOG_REVALIDATE_SECONDS, DEFAULT_RESIZE_HOSTS };
export { DEFAULT_SITE_URL, defaultPhotonHosts, parseHostPatterns };
export type { AnalyticsConfig, EmailJsConfig, LogLevel };

export type SiteEnv = PublicEnv & {
  blog: PublicEnv['blog'] & {
    /** Server mode only: seconds before a blog page is regenerated in the background (ignored by the export). */
    revalidateSeconds: number;
    /** Server mode only: how many of the newest articles the build pre-renders; older ones render on first request. */
    prerenderPosts: number;
  };
  /** True in a `NEXT_OUTPUT=server` build and its `next start`; false for the static export. */
  serverMode: boolean;
  /** True while `next build` runs this code (Next's NEXT_PHASE), false when a server runs it. */
  building: boolean;
};

/** A variable's value in this process. */
function variable(name: Variable): string | undefined {
  return process.env[name];
}

function variables(names: readonly string[]): Variables {
  return Object.fromEntries(names.map((name) => [name, variable(name as Variable)]));
}

/** The build's configuration from these variables' values. */
export function parseEnv(raw: Variables): SiteEnv {
  const parsed = parseVariables(BUILD_VARIABLES, raw);
  const config = publicConfig(raw);
  return {
    ...config,
    blog: { ...config.blog, revalidateSeconds: parsed.BLOG_REVALIDATE_SECONDS, prerenderPosts: parsed.BLOG_PRERENDER_POSTS },
    serverMode: parsed.NEXT_OUTPUT,
    building: parsed.NEXT_PHASE === 'phase-production-build',
  };
}

/** Parsed once per process (every bundle shares it); importing this module validates the build's configuration. */
export const env: SiteEnv = processSingleton('env', () =>
  parseEnv({
    ...variables(Object.keys(BUILD_VARIABLES).filter((name) => !name.startsWith('NEXT_PUBLIC_'))),
    // Literal reads: in a bundle, Next replaces exactly these with the build's values.
    ...publicVariables(),
  }),
);

export type ServerEnv = {
  /** The shared cache's Redis URL (null: each instance keeps its own cache), and the prefix of its keys. */
  redis: { url: string | null; keyPrefix: string };
  logLevel: LogLevel;
  /** The port of the Prometheus metrics server (/metrics); null: no metrics server. */
  metricsPort: number | null;
  /** Seconds of serving after SIGTERM with readiness at 503, before the server stops taking connections. */
  drainSeconds: number;
  /** The OpenTelemetry variables lib/server/observability/tracing.ts reads, trimmed; unset or blank ones left out. */
  otel: Partial<Record<OtelVariable, string>>;
};

type OtelVariable = Extract<Variable, `OTEL_${string}`>;

/** The server's run-time configuration from these variables' values. */
export function parseServerEnv(raw: Variables): ServerEnv {
  // The revalidation secret is not among them: a missing or short one is logged, not fatal (lib/server/revalidate/config.ts).
  const { REVALIDATE_SECRET, ...fatal } = RUNTIME_VARIABLES;
  void REVALIDATE_SECRET;
  const parsed = parseVariables(fatal, raw);
  const publicPort = raw.PORT?.trim();
  if (parsed.METRICS_PORT !== null && publicPort !== undefined && String(parsed.METRICS_PORT) === publicPort) {
    throw new ConfigError(
      'METRICS_PORT',
      `must differ from PORT (${parsed.METRICS_PORT}): the metrics are never served on the public port`,
    );
  }
  const otel: ServerEnv['otel'] = {};
  for (const [name, value] of Object.entries(parsed))
    if (name.startsWith('OTEL_') && value !== null) otel[name as OtelVariable] = value as string;
  return {
    redis: { url: parsed.REDIS_URL, keyPrefix: parsed.REDIS_KEY_PREFIX },
    logLevel: parsed.LOG_LEVEL,
    metricsPort: parsed.METRICS_PORT,
    drainSeconds: parsed.SHUTDOWN_DRAIN_SECONDS,
    otel,
  };
}

/** The server's run-time configuration, parsed on the first call in this process (every bundle shares it). */
export function serverEnv(): ServerEnv {
  return processSingleton('server-env', () => parseServerEnv(variables(Object.keys(RUNTIME_VARIABLES))));
}

/**
 * Every variable of the process, for the log redactor only: it masks the value of any variable named like a
 * secret, including ones the site does not read itself (a platform's tokens).
 */
export function processVariables(): Readonly<Record<string, string | undefined>> {
  return process.env;
}

// One variable at a time, each by its rule in ./env-schema.ts: the parsers the tests, the page policies
// (lib/site/csp.ts) and the cache's status use. `raw` defaults to the process's current value.

/** A comma-separated list of image host patterns, or 'none'; unset: `fallback`. */
export function parseImageHosts(
  name: 'NEXT_PUBLIC_BLOG_RESIZE_HOSTS' | 'NEXT_PUBLIC_BLOG_PHOTON_HOSTS',
  raw: string | undefined,
  fallback: readonly string[],
): string[] {
  const value = parseVariable(name, raw);
  return value === null ? [...fallback] : (parseHostPatterns(value) ?? []);
}

export function parseWpcomClientId(raw: string | undefined): string | null {
  return parseVariable('NEXT_PUBLIC_WPCOM_CLIENT_ID', raw);
}

/** Plausible's settings: null (no analytics) unless a domain is set; the endpoint is checked even while it is not. */
export function parseAnalytics(rawDomain: string | undefined, rawEndpoint: string | undefined): AnalyticsConfig | null {
  parseVariables(
    {
      NEXT_PUBLIC_PLAUSIBLE_ENDPOINT: BUILD_VARIABLES.NEXT_PUBLIC_PLAUSIBLE_ENDPOINT,
      NEXT_PUBLIC_PLAUSIBLE_DOMAIN: BUILD_VARIABLES.NEXT_PUBLIC_PLAUSIBLE_DOMAIN,
    },
    { NEXT_PUBLIC_PLAUSIBLE_DOMAIN: rawDomain, NEXT_PUBLIC_PLAUSIBLE_ENDPOINT: rawEndpoint },
  );
  return analyticsConfig(rawDomain, rawEndpoint);
}

export function parseRevalidateSeconds(raw: string | undefined): number {
  return parseVariable('BLOG_REVALIDATE_SECONDS', raw);
}

export function parsePrerenderPosts(raw: string | undefined): number {
  return parseVariable('BLOG_PRERENDER_POSTS', raw);
}

/**
 * The shared secret of POST /api/revalidate (server mode), read at request time and never part of `env`, so no
 * page can pass it to the browser. Null when unset; the error never repeats the value.
 */
export function readRevalidateSecret(raw: string | undefined = variable('REVALIDATE_SECRET')): string | null {
  return parseVariable('REVALIDATE_SECRET', raw);
}

/**
 * Server mode: the WordPress.com app's Client Secret, read at run time and never part of `env` (nor ever a
 * NEXT_PUBLIC_ variable, which would ship it to every browser). Set, the drafts preview signs editors in with the
 * authorization-code grant and keeps their tokens on the server (lib/server/drafts/). Null when unset; the
 * error never repeats the value.
 */
export function readWpcomClientSecret(
  raw: string | undefined = variable('WPCOM_CLIENT_SECRET'),
  environment: Readonly<Record<string, string | undefined>> = processVariables(),
): string | null {
  // Looked up by name, never inlined: only its presence matters, and its value is never repeated.
  if (environment.NEXT_PUBLIC_WPCOM_CLIENT_SECRET?.trim()) {
    throw new ConfigError(
      'NEXT_PUBLIC_WPCOM_CLIENT_SECRET',
      'must not be set: a NEXT_PUBLIC_ variable is built into the pages every visitor downloads. Name it WPCOM_CLIENT_SECRET (server mode, at run time)',
    );
  }
  return parseVariable('WPCOM_CLIENT_SECRET', raw);
}

/** The shared cache's Redis: a redis:// or rediss:// URL, null when unset; the error never repeats the value. */
export function readRedisUrl(raw: string | undefined = variable('REDIS_URL')): string | null {
  return parseVariable('REDIS_URL', raw);
}

/** Prefix of the cache's Redis keys (the build id follows it), so several sites can share one Redis. */
export function readRedisKeyPrefix(raw: string | undefined = variable('REDIS_KEY_PREFIX')): string {
  return parseVariable('REDIS_KEY_PREFIX', raw);
}

/** Server mode: the level of the JSON logs; info by default. */
export function readLogLevel(raw: string | undefined = variable('LOG_LEVEL')): LogLevel {
  return parseVariable('LOG_LEVEL', raw);
}

/** Server mode: the port of the metrics server; null (unset) means none. It must differ from PORT. */
export function readMetricsPort(raw: string | undefined = variable('METRICS_PORT'), publicPort = variable('PORT')): number | null {
  const port = parseVariable('METRICS_PORT', raw);
  if (port !== null && publicPort !== undefined && String(port) === publicPort.trim()) {
    throw new ConfigError('METRICS_PORT', `must differ from PORT (${port}): the metrics are never served on the public port`);
  }
  return port;
}

/** Server mode: seconds an instance keeps serving after SIGTERM (0 by default: it stops at once). */
export function readDrainSeconds(raw: string | undefined = variable('SHUTDOWN_DRAIN_SECONDS')): number {
  return parseVariable('SHUTDOWN_DRAIN_SECONDS', raw);
}

/** Names of the EmailJS variables that are not set, for the build warning and the contact page. */
export function missingEmailJsVariables(config: EmailJsConfig = env.emailjs): string[] {
  const missing: string[] = [];
  if (!config.serviceId) missing.push('NEXT_PUBLIC_EMAILJS_SERVICE_ID');
  if (!config.templateId) missing.push('NEXT_PUBLIC_EMAILJS_TEMPLATE_ID');
  if (!config.publicKey) missing.push('NEXT_PUBLIC_EMAILJS_PUBLIC_KEY');
  return missing;
}
