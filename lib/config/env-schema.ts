/**
 * The rules of every environment variable the site reads, as one valibot schema (ENV_SCHEMA): the build's
 * (public NEXT_PUBLIC_* settings, the blog's server-mode windows) and the server's run-time ones (the revalidation
 * secret, Redis, logs, metrics, drain, traces). lib/config/env.ts applies it to the process's variables; nothing here
 * reads them. A refused value becomes a ConfigError that names the variable; a secret's message never repeats it.
 *
 * Server-side only: client modules import lib/config/env-public.ts, so none of these messages reaches a browser.
 */
import * as v from 'valibot';
import { blankToNull, DEFAULT_PLAUSIBLE_ENDPOINT, isHostPattern, parseHostPatterns } from './env-public';

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
    this.name = 'ConfigError';
  }
}

export const DEFAULT_BLOG_REVALIDATE_SECONDS = 300;
/** Enough for every post a visitor reaches from /blog's first pages, few enough to keep a server build short. */
export const DEFAULT_BLOG_PRERENDER_POSTS = 200;
/** The blog API's own ceiling for one build (100 pages of 100). */
const MAX_PRERENDER_POSTS = 10_000;
/** A year: beyond it a window is a mistake (and Next treats a year as "never"). */
const MAX_REVALIDATE_SECONDS = 31_536_000;
/** Long enough that guessing is hopeless: `openssl rand -hex 32` gives 64 characters. */
const MIN_REVALIDATE_SECRET_LENGTH = 32;
/** Levels LOG_LEVEL accepts (pino's). */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A variable as read: trimmed, and null when unset or blank. */
const text = v.pipe(v.optional(v.string()), v.transform(blankToNull));

/** A trimmed value that must pass `rule` when set; `message` explains the rule, given the value. */
function setting(rule: (value: string) => boolean, message: (value: string) => string) {
  return v.pipe(
    text,
    v.check(
      (value) => value === null || rule(value),
      (issue) => message(String(issue.input)),
    ),
  );
}

/** A secret: the message states the rule and never the value. */
function secret(rule: (value: string) => boolean, message: string) {
  return v.pipe(
    text,
    v.check((value) => value === null || rule(value), message),
  );
}

const wholeNumber = (value: string) => (/^\d+$/.test(value) ? Number(value) : NaN);

function url(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** An http(s) origin without a path, query or fragment; each way to miss it has its own message. */
const origin = v.pipe(
  text,
  v.check(
    (value) => value === null || url(value) !== null,
    (issue) => `must be an absolute http(s) URL such as https://www.example.com, got "${issue.input}"`,
  ),
  // Each check passes what an earlier one refuses, so a value gets one message even without abortPipeEarly.
  v.check(
    (value) => value === null || !url(value) || /^https?:$/.test(url(value)!.protocol),
    (issue) => `must use http or https, got "${url(String(issue.input))?.protocol}"`,
  ),
  v.check(
    (value) => {
      const parsed = value === null ? null : url(value);
      return !parsed || !/^https?:$/.test(parsed.protocol) || (parsed.pathname === '/' && !parsed.search && !parsed.hash);
    },
    (issue) => `must be an origin without a path, query or fragment, got "${issue.input}"`,
  ),
);

// A WordPress.com site is either its numeric id or a host name (example.wordpress.com, blog.example.com).
const BLOG_SITE = /^(\d+|[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+)$/i;
const EMAILJS_ID = /^[A-Za-z0-9_-]{3,64}$/;
// WordPress.com numbers its apps ("Client ID" on developer.wordpress.com/apps).
const WPCOM_CLIENT_ID = /^\d{1,12}$/;
// http only to this machine (a collector in tests, a tunnel); anything else would be mixed content on an https site.
const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

const imageHosts = setting(
  (value) => parseHostPatterns(value) !== null,
  (value) =>
    `must be "none" or a comma-separated list of host names (a leading "*." matches subdomains), such as ` +
    `*.files.wordpress.com,blog.example.com; no scheme, port, path, IP address or localhost; got "${value}"`,
);

const emailJsId = setting(
  (value) => EMAILJS_ID.test(value),
  (value) => `must be 3-64 letters, digits, '_' or '-', got "${value}"`,
);

function plausibleEndpoint(value: string): boolean {
  const parsed = url(value);
  const secure = parsed?.protocol === 'https:' || (parsed?.protocol === 'http:' && LOOPBACK.test(parsed.hostname));
  return Boolean(parsed && secure && !parsed.username && !parsed.password && !parsed.search && !parsed.hash && parsed.pathname !== '/');
}

/** Read while the build runs (and inlined into its bundles); a refused value fails the build. */
export const BUILD_VARIABLES = {
  NEXT_PUBLIC_SITE_URL: origin,
  NEXT_PUBLIC_BLOG_API_BASE: origin,
  NEXT_PUBLIC_BLOG_SITE: setting(
    (value) => BLOG_SITE.test(value),
    (value) => `must be a WordPress.com site id (digits) or domain such as example.wordpress.com, got "${value}"`,
  ),
  NEXT_PUBLIC_BLOG_RESIZE_HOSTS: imageHosts,
  NEXT_PUBLIC_BLOG_PHOTON_HOSTS: imageHosts,
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: emailJsId,
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: emailJsId,
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: emailJsId,
  NEXT_PUBLIC_WPCOM_CLIENT_ID: setting(
    (value) => WPCOM_CLIENT_ID.test(value),
    (value) => `must be the numeric Client ID of a WordPress.com app (developer.wordpress.com/apps), got "${value}"`,
  ),
  NEXT_PUBLIC_PLAUSIBLE_DOMAIN: v.pipe(
    text,
    v.transform((value) => value?.toLowerCase() ?? null),
    v.check(
      (value) => value === null || (!value.startsWith('*.') && isHostPattern(value)),
      (issue) =>
        `must be the site's domain as registered in Plausible, such as www.example.com (no scheme, port or path), got "${issue.input}"`,
    ),
  ),
  // Checked even while the domain is unset, so a typo shows before analytics is turned on.
  NEXT_PUBLIC_PLAUSIBLE_ENDPOINT: setting(
    plausibleEndpoint,
    (value) =>
      `must be the https URL of a Plausible Events API such as ${DEFAULT_PLAUSIBLE_ENDPOINT} or ` +
      `https://plausible.example.com/api/event (no query or fragment), got "${value}"`,
  ),
  /** Next's own: which phase the process is in ('phase-production-build' while `next build` runs). */
  NEXT_PHASE: text,
  /** `server` builds (and runs) the Node server; anything else is the static export. */
  NEXT_OUTPUT: v.pipe(
    text,
    v.transform((value) => value === 'server'),
  ),
  BLOG_REVALIDATE_SECONDS: v.pipe(
    setting(
      (value) => Number.isSafeInteger(wholeNumber(value)) && wholeNumber(value) >= 1 && wholeNumber(value) <= MAX_REVALIDATE_SECONDS,
      (value) => `must be a whole number of seconds from 1 to ${MAX_REVALIDATE_SECONDS}, got "${value}"`,
    ),
    v.transform((value) => (value === null ? DEFAULT_BLOG_REVALIDATE_SECONDS : Number(value))),
  ),
  BLOG_PRERENDER_POSTS: v.pipe(
    setting(
      (value) => Number.isSafeInteger(wholeNumber(value)) && wholeNumber(value) <= MAX_PRERENDER_POSTS,
      (value) => `must be a whole number of posts from 0 to ${MAX_PRERENDER_POSTS}, got "${value}"`,
    ),
    v.transform((value) => (value === null ? DEFAULT_BLOG_PRERENDER_POSTS : Number(value))),
  ),
};

const port = v.pipe(
  setting(
    (value) => Number.isInteger(wholeNumber(value)) && wholeNumber(value) >= 1 && wholeNumber(value) <= 65_535,
    (value) => `must be a port number (1-65535), got "${value}"`,
  ),
  v.transform((value) => (value === null ? null : Number(value))),
);

/** Read by the server when it starts (server mode); the build never needs them. */
export const RUNTIME_VARIABLES = {
  /** The shared secret of POST /api/revalidate. */
  REVALIDATE_SECRET: secret(
    (value) => value.length >= MIN_REVALIDATE_SECRET_LENGTH,
    `must be at least ${MIN_REVALIDATE_SECRET_LENGTH} characters (e.g. the output of openssl rand -hex 32)`,
  ),
  /** The shared cache's Redis; the URL may hold a password. */
  REDIS_URL: secret((value) => {
    const parsed = url(value);
    return Boolean(parsed && (parsed.protocol === 'redis:' || parsed.protocol === 'rediss:') && parsed.hostname);
  }, 'must be a redis://host:port or rediss://host:port URL (user, password and /db optional)'),
  /** Prefix of the cache's Redis keys (the build id follows it), so several sites can share one Redis. */
  REDIS_KEY_PREFIX: v.pipe(
    setting(
      (value) => /^[A-Za-z0-9_.-]{1,64}$/.test(value),
      (value) => `must be 1-64 letters, digits, '_', '.' or '-', got "${value}"`,
    ),
    v.transform((value) => value ?? 'site'),
  ),
  LOG_LEVEL: v.pipe(
    text,
    v.transform((value) => value?.toLowerCase() ?? 'info'),
    v.check(
      (value) => (LOG_LEVELS as readonly string[]).includes(value),
      (issue) => `must be one of ${LOG_LEVELS.join(', ')}, got "${issue.input}"`,
    ),
    v.transform((value) => value as LogLevel),
  ),
  /** The port Next's server listens on (Next reads and checks it itself); METRICS_PORT must differ from it. */
  PORT: text,
  METRICS_PORT: port,
  /** Seconds an instance keeps serving after SIGTERM, with its readiness answering 503. */
  SHUTDOWN_DRAIN_SECONDS: v.pipe(
    setting(
      (value) => {
        const seconds = /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
        return seconds >= 0 && seconds <= 300;
      },
      (value) => `must be a number of seconds from 0 to 300, got "${value}"`,
    ),
    v.transform((value) => (value === null ? 0 : Number(value))),
  ),
  /** The WordPress.com app's Client Secret: set, editors sign in with the code grant (lib/server/drafts/). */
  WPCOM_CLIENT_SECRET: secret(
    (value) => /^[\x21-\x7e]{16,256}$/.test(value),
    "must be the WordPress.com app's Client Secret (developer.wordpress.com/apps): 16 to 256 characters without spaces",
  ),
  // The OpenTelemetry variables the site reads itself (lib/server/observability/tracing.ts interprets them; the exporter
  // reads the endpoint's headers and timeout from the standard variables on its own).
  OTEL_SDK_DISABLED: text,
  OTEL_TRACES_EXPORTER: text,
  OTEL_EXPORTER_OTLP_ENDPOINT: text,
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: text,
  OTEL_EXPORTER_OTLP_PROTOCOL: text,
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: text,
  OTEL_SERVICE_NAME: text,
  OTEL_TRACES_SAMPLER: text,
  OTEL_TRACES_SAMPLER_ARG: text,
};

/** Every variable the site reads, with its rule. */
export const ENV_SCHEMA = v.object({ ...BUILD_VARIABLES, ...RUNTIME_VARIABLES });

export type Variable = keyof typeof BUILD_VARIABLES | keyof typeof RUNTIME_VARIABLES;
export type Variables = Partial<Record<Variable, string | undefined>>;
type Schemas = typeof BUILD_VARIABLES & typeof RUNTIME_VARIABLES;
export type Parsed<K extends Variable> = v.InferOutput<Schemas[K]>;

const SCHEMAS: Schemas = { ...BUILD_VARIABLES, ...RUNTIME_VARIABLES };

/** The first problem of each refused variable, as one ConfigError naming the first such variable. */
function configError(issues: readonly v.BaseIssue<unknown>[]): ConfigError {
  const named = issues.map((issue) => ({ variable: String(issue.path?.[0]?.key ?? 'environment'), message: issue.message }));
  const [first, ...rest] = named;
  const more = rest.map(({ variable, message }) => `\n${variable}: ${message}`).join('');
  return new ConfigError(first!.variable, `${first!.message}${more}`);
}

/** The variables of `schemas` parsed from `raw`; throws a ConfigError naming the first variable it refuses. */
export function parseVariables<S extends v.ObjectEntries>(schemas: S, raw: Variables): { [K in keyof S]: v.InferOutput<S[K]> } {
  // Every key present, so each variable's own transform runs (an unset one gets its default).
  const picked = Object.fromEntries(Object.keys(schemas).map((name) => [name, raw[name as Variable]]));
  const result = v.safeParse(v.object(schemas), picked, { abortPipeEarly: true });
  if (!result.success) throw configError(result.issues);
  return result.output as { [K in keyof S]: v.InferOutput<S[K]> };
}

/** One variable's value, parsed by its rule. */
export function parseVariable<K extends Variable>(name: K, raw: string | undefined): Parsed<K> {
  const schemas = { [name]: SCHEMAS[name] } as Pick<Schemas, K>;
  return (parseVariables(schemas, { [name]: raw }) as Record<K, Parsed<K>>)[name];
}
