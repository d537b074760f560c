/**
 * Build-time configuration, read and validated once. Every variable is optional; a malformed value throws
 * with the variable's name so `next build` fails loudly instead of shipping a broken site.
 *
 * Each NEXT_PUBLIC_* variable is read by its literal name: Next inlines only literal references into client
 * bundles, so a loop over names would leave the browser with `undefined`.
 */

export type EmailJsConfig = {
  serviceId: string | null;
  templateId: string | null;
  publicKey: string | null;
};

export type SiteEnv = {
  /** Canonical origin, no trailing slash. */
  siteUrl: string;
  blog: {
    /** Origin of the WordPress.com REST API. */
    apiBase: string;
    /** WordPress.com site id or domain; null means the embedded sample posts. */
    site: string | null;
    /** Server mode only: seconds before a blog page is regenerated in the background (ignored by the export). */
    revalidateSeconds: number;
    /** Image hosts the CDN resizes: in place (`?w=`) or through Photon (i0.wp.com); see lib/blog/images.ts. */
    images: { resizeHosts: string[]; photonHosts: string[] };
    /** Server mode only: how many of the newest articles the build pre-renders; older ones render on first request. */
    prerenderPosts: number;
  };
  /** True in a `NEXT_OUTPUT=server` build and its `next start`; false for the static export. */
  serverMode: boolean;
  emailjs: EmailJsConfig;
  /** The WordPress.com app editors sign in with on /blog/drafts (implicit OAuth2 grant); null: drafts preview off. */
  wpcom: { clientId: string | null };
  /** Plausible Analytics (lib/analytics/); null, the default: no analytics at all. */
  analytics: AnalyticsConfig | null;
};

export type AnalyticsConfig = {
  /** The site's domain as registered in Plausible (the events' `d`). */
  domain: string;
  /** The Events API URL events are posted to; its origin is the one connect-src gains. */
  endpoint: string;
};

/** Hosts whose uploads the WordPress.com image CDN resizes in place by default. */
export const DEFAULT_RESIZE_HOSTS: readonly string[] = ['*.files.wordpress.com', 'i0.wp.com', 'i1.wp.com', 'i2.wp.com', 'i3.wp.com'];

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_PATTERN = new RegExp(`^(?:\\*\\.)?${LABEL}(?:\\.${LABEL})+$`);

/**
 * Whether a configured host pattern is one this module accepts: a lower-case DNS name with at least two labels,
 * optionally '*.' in front; no scheme, port, path, IP address or localhost.
 */
function isHostPattern(pattern: string): boolean {
  if (!HOST_PATTERN.test(pattern)) return false;
  const last = pattern.slice(pattern.lastIndexOf('.') + 1);
  // A numeric last label is an IPv4 address (or a name no browser resolves as one); 'localhost' has one label.
  return !/^\d+$/.test(last) && !pattern.endsWith('.localhost');
}

/**
 * A comma-separated list of host patterns ('none' for an empty list); null when it holds an invalid entry.
 * Case is folded: host names are case-insensitive and the URL parser lower-cases them.
 */
export function parseHostPatterns(raw: string): string[] | null {
  const value = raw.trim().toLowerCase();
  if (value === 'none') return [];
  const patterns = value.split(',').map((entry) => entry.trim());
  return patterns.every(isHostPattern) ? [...new Set(patterns)] : null;
}

export const DEFAULT_SITE_URL = 'http://localhost:3000';
export const DEFAULT_BLOG_API_BASE = 'https://public-api.wordpress.com';
export const DEFAULT_BLOG_REVALIDATE_SECONDS = 300;
/** Enough for every post a visitor reaches from /blog's first pages, few enough to keep a server build short. */
export const DEFAULT_BLOG_PRERENDER_POSTS = 200;
/** The blog API's own ceiling for one build (100 pages of 100). */
const MAX_PRERENDER_POSTS = 10_000;
/** A year: beyond it a window is a mistake (and Next treats a year as "never"). */
const MAX_REVALIDATE_SECONDS = 31_536_000;
/** Long enough that guessing is hopeless: `openssl rand -hex 32` gives 64 characters. */
const MIN_REVALIDATE_SECRET_LENGTH = 32;

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
    this.name = 'ConfigError';
  }
}

function blankToNull(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function parseOrigin(variable: string, raw: string | undefined, fallback: string): string {
  const value = blankToNull(raw);
  if (value === null) return fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(variable, `must be an absolute http(s) URL such as https://www.example.com, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(variable, `must use http or https, got "${url.protocol}"`);
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new ConfigError(variable, `must be an origin without a path, query or fragment, got "${value}"`);
  }
  return url.origin;
}

// A WordPress.com site is either its numeric id or a host name (example.wordpress.com, blog.example.com).
const BLOG_SITE = /^(\d+|[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+)$/i;

function parseBlogSite(raw: string | undefined): string | null {
  const value = blankToNull(raw);
  if (value === null) return null;
  if (!BLOG_SITE.test(value)) {
    throw new ConfigError(
      'NEXT_PUBLIC_BLOG_SITE',
      `must be a WordPress.com site id (digits) or domain such as example.wordpress.com, got "${value}"`,
    );
  }
  return value;
}

/**
 * A comma-separated list of image host patterns ('*.files.wordpress.com', 'blog.example.com'), or 'none'.
 * Unset: `fallback`.
 */
export function parseImageHosts(variable: string, raw: string | undefined, fallback: readonly string[]): string[] {
  const value = blankToNull(raw);
  if (value === null) return [...fallback];
  const hosts = parseHostPatterns(value);
  if (hosts === null) {
    throw new ConfigError(
      variable,
      `must be "none" or a comma-separated list of host names (a leading "*." matches subdomains), such as ` +
        `*.files.wordpress.com,blog.example.com; no scheme, port, path, IP address or localhost; got "${value}"`,
    );
  }
  return hosts;
}

/** Photon's default: the blog's own domain (its uploads are public images the CDN can fetch); never a site id. */
export function defaultPhotonHosts(site: string | null): string[] {
  const host = site?.toLowerCase();
  return host && isHostPattern(host) ? [host] : [];
}

const EMAILJS_ID = /^[A-Za-z0-9_-]{3,64}$/;

function parseEmailJsId(variable: string, raw: string | undefined): string | null {
  const value = blankToNull(raw);
  if (value === null) return null;
  if (!EMAILJS_ID.test(value)) {
    throw new ConfigError(variable, `must be 3-64 letters, digits, '_' or '-', got "${value}"`);
  }
  return value;
}

// WordPress.com numbers its apps ("Client ID" on developer.wordpress.com/apps).
const WPCOM_CLIENT_ID = /^\d{1,12}$/;

export function parseWpcomClientId(raw: string | undefined): string | null {
  const value = blankToNull(raw);
  if (value === null) return null;
  if (!WPCOM_CLIENT_ID.test(value)) {
    throw new ConfigError(
      'NEXT_PUBLIC_WPCOM_CLIENT_ID',
      `must be the numeric Client ID of a WordPress.com app (developer.wordpress.com/apps), got "${value}"`,
    );
  }
  return value;
}

const DEFAULT_PLAUSIBLE_ENDPOINT = 'https://plausible.io/api/event';

// http only to this machine (a collector in tests, a tunnel); anything else would be mixed content on an https site.
const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/**
 * Plausible's settings: null (no analytics) unless a domain is set. The domain is the site's as registered in
 * Plausible, a host name without scheme or path; the endpoint an https URL of an Events API (plausible.io's or a
 * self-hosted Community Edition's `/api/event`, or a proxy's), checked even while the domain is unset.
 */
export function parseAnalytics(rawDomain: string | undefined, rawEndpoint: string | undefined): AnalyticsConfig | null {
  const endpointValue = blankToNull(rawEndpoint);
  let endpoint = DEFAULT_PLAUSIBLE_ENDPOINT;
  if (endpointValue !== null) {
    let url: URL | null = null;
    try {
      url = new URL(endpointValue);
    } catch {}
    const secure = url?.protocol === 'https:' || (url?.protocol === 'http:' && LOOPBACK.test(url.hostname));
    if (!url || !secure || url.username || url.password || url.search || url.hash || url.pathname === '/') {
      throw new ConfigError(
        'NEXT_PUBLIC_PLAUSIBLE_ENDPOINT',
        `must be the https URL of a Plausible Events API such as ${DEFAULT_PLAUSIBLE_ENDPOINT} or ` +
          `https://plausible.example.com/api/event (no query or fragment), got "${endpointValue}"`,
      );
    }
    endpoint = url.href;
  }
  const domainValue = blankToNull(rawDomain)?.toLowerCase() ?? null;
  if (domainValue === null) return null;
  if (domainValue.startsWith('*.') || !isHostPattern(domainValue)) {
    throw new ConfigError(
      'NEXT_PUBLIC_PLAUSIBLE_DOMAIN',
      `must be the site's domain as registered in Plausible, such as www.example.com (no scheme, port or path), got "${domainValue}"`,
    );
  }
  return { domain: domainValue, endpoint };
}

export function parseRevalidateSeconds(raw: string | undefined): number {
  const value = blankToNull(raw);
  if (value === null) return DEFAULT_BLOG_REVALIDATE_SECONDS;
  const seconds = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(seconds) || seconds < 1 || seconds > MAX_REVALIDATE_SECONDS) {
    throw new ConfigError(
      'BLOG_REVALIDATE_SECONDS',
      `must be a whole number of seconds from 1 to ${MAX_REVALIDATE_SECONDS}, got "${value}"`,
    );
  }
  return seconds;
}

export function parsePrerenderPosts(raw: string | undefined): number {
  const value = blankToNull(raw);
  if (value === null) return DEFAULT_BLOG_PRERENDER_POSTS;
  const count = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(count) || count > MAX_PRERENDER_POSTS) {
    throw new ConfigError('BLOG_PRERENDER_POSTS', `must be a whole number of posts from 0 to ${MAX_PRERENDER_POSTS}, got "${value}"`);
  }
  return count;
}

/**
 * The shared secret of POST /api/revalidate (server mode), read at request time and never part of `env`, so no
 * page can pass it to the browser. Null when unset; the error never repeats the value.
 */
export function readRevalidateSecret(raw: string | undefined = process.env.REVALIDATE_SECRET): string | null {
  const value = blankToNull(raw);
  if (value === null) return null;
  if (value.length < MIN_REVALIDATE_SECRET_LENGTH) {
    throw new ConfigError(
      'REVALIDATE_SECRET',
      `must be at least ${MIN_REVALIDATE_SECRET_LENGTH} characters (e.g. the output of openssl rand -hex 32)`,
    );
  }
  return value;
}

const PUBLIC_SECRET_NAME = 'NEXT_PUBLIC_WPCOM_CLIENT_SECRET';

/**
 * Server mode: the WordPress.com app's Client Secret, read at run time and never part of `env` (nor ever a
 * NEXT_PUBLIC_ variable, which would ship it to every browser). Set, the drafts preview signs editors in with the
 * authorization-code grant and keeps their tokens on the server (lib/blog/drafts/server/). Null when unset; the
 * error never repeats the value.
 */
export function readWpcomClientSecret(
  raw: string | undefined = process.env.WPCOM_CLIENT_SECRET,
  environment: Readonly<Record<string, string | undefined>> = process.env,
): string | null {
  // Looked up by name at run time (never inlined): only its presence matters.
  if (blankToNull(environment[PUBLIC_SECRET_NAME]) !== null) {
    throw new ConfigError(
      PUBLIC_SECRET_NAME,
      'must not be set: a NEXT_PUBLIC_ variable is built into the pages every visitor downloads. Name it WPCOM_CLIENT_SECRET (server mode, at run time)',
    );
  }
  const value = blankToNull(raw);
  if (value === null) return null;
  if (!/^[\x21-\x7e]{16,256}$/.test(value)) {
    throw new ConfigError(
      'WPCOM_CLIENT_SECRET',
      "must be the WordPress.com app's Client Secret (developer.wordpress.com/apps): 16 to 256 characters without spaces",
    );
  }
  return value;
}

/**
 * The shared cache's Redis (server mode, read at run time by lib/cache/handler.mjs): a redis:// or rediss:// URL,
 * null when unset (each instance keeps its own cache). Checked once at server start (instrumentation.ts); the
 * error never repeats the value, which may hold a password.
 */
export function readRedisUrl(raw: string | undefined = process.env.REDIS_URL): string | null {
  const value = blankToNull(raw);
  if (value === null) return null;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {}
  if (!url || (url.protocol !== 'redis:' && url.protocol !== 'rediss:') || !url.hostname) {
    throw new ConfigError('REDIS_URL', 'must be a redis://host:port or rediss://host:port URL (user, password and /db optional)');
  }
  return value;
}

/** Prefix of the cache's Redis keys (the build id follows it), so several sites can share one Redis. */
export function readRedisKeyPrefix(raw: string | undefined = process.env.REDIS_KEY_PREFIX): string {
  const value = blankToNull(raw);
  if (value === null) return 'site';
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(value)) {
    throw new ConfigError('REDIS_KEY_PREFIX', `must be 1-64 letters, digits, '_', '.' or '-', got "${value}"`);
  }
  return value;
}

/** Levels LOG_LEVEL accepts (pino's). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Server mode: the level of the JSON logs; info by default. */
export function readLogLevel(raw: string | undefined = process.env.LOG_LEVEL): (typeof LOG_LEVELS)[number] {
  const value = blankToNull(raw)?.toLowerCase() ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(value)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  }
  return value as (typeof LOG_LEVELS)[number];
}

/** Server mode: the port of the Prometheus metrics server (/metrics); null (unset) means no metrics server. */
export function readMetricsPort(raw: string | undefined = process.env.METRICS_PORT, publicPort = process.env.PORT): number | null {
  const value = blankToNull(raw);
  if (value === null) return null;
  const port = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new ConfigError('METRICS_PORT', `must be a port number (1-65535), got "${value}"`);
  if (publicPort !== undefined && String(port) === publicPort.trim()) {
    throw new ConfigError('METRICS_PORT', `must differ from PORT (${port}): the metrics are never served on the public port`);
  }
  return port;
}

/**
 * Server mode: seconds an instance keeps serving after SIGTERM, with its readiness answering 503, before it
 * stops taking connections (0 by default: it stops at once). Long enough for the load balancer to take it out.
 */
export function readDrainSeconds(raw: string | undefined = process.env.SHUTDOWN_DRAIN_SECONDS): number {
  const value = blankToNull(raw);
  if (value === null) return 0;
  const seconds = /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
  if (!(seconds >= 0 && seconds <= 300))
    throw new ConfigError('SHUTDOWN_DRAIN_SECONDS', `must be a number of seconds from 0 to 300, got "${value}"`);
  return seconds;
}

function readEnv(): SiteEnv {
  const site = parseBlogSite(process.env.NEXT_PUBLIC_BLOG_SITE);
  return {
    siteUrl: parseOrigin('NEXT_PUBLIC_SITE_URL', process.env.NEXT_PUBLIC_SITE_URL, DEFAULT_SITE_URL),
    blog: {
      apiBase: parseOrigin('NEXT_PUBLIC_BLOG_API_BASE', process.env.NEXT_PUBLIC_BLOG_API_BASE, DEFAULT_BLOG_API_BASE),
      site,
      revalidateSeconds: parseRevalidateSeconds(process.env.BLOG_REVALIDATE_SECONDS),
      images: {
        resizeHosts: parseImageHosts('NEXT_PUBLIC_BLOG_RESIZE_HOSTS', process.env.NEXT_PUBLIC_BLOG_RESIZE_HOSTS, DEFAULT_RESIZE_HOSTS),
        photonHosts: parseImageHosts('NEXT_PUBLIC_BLOG_PHOTON_HOSTS', process.env.NEXT_PUBLIC_BLOG_PHOTON_HOSTS, defaultPhotonHosts(site)),
      },
      prerenderPosts: parsePrerenderPosts(process.env.BLOG_PRERENDER_POSTS),
    },
    serverMode: process.env.NEXT_OUTPUT === 'server',
    emailjs: {
      serviceId: parseEmailJsId('NEXT_PUBLIC_EMAILJS_SERVICE_ID', process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID),
      templateId: parseEmailJsId('NEXT_PUBLIC_EMAILJS_TEMPLATE_ID', process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID),
      publicKey: parseEmailJsId('NEXT_PUBLIC_EMAILJS_PUBLIC_KEY', process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY),
    },
    wpcom: { clientId: parseWpcomClientId(process.env.NEXT_PUBLIC_WPCOM_CLIENT_ID) },
    analytics: parseAnalytics(process.env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN, process.env.NEXT_PUBLIC_PLAUSIBLE_ENDPOINT),
  };
}

/** Parsed once per process; importing this module validates the configuration. */
export const env: SiteEnv = readEnv();

/** Names of the EmailJS variables that are not set, for the build warning and the contact page. */
export function missingEmailJsVariables(config: EmailJsConfig = env.emailjs): string[] {
  const missing: string[] = [];
  if (!config.serviceId) missing.push('NEXT_PUBLIC_EMAILJS_SERVICE_ID');
  if (!config.templateId) missing.push('NEXT_PUBLIC_EMAILJS_TEMPLATE_ID');
  if (!config.publicKey) missing.push('NEXT_PUBLIC_EMAILJS_PUBLIC_KEY');
  return missing;
}
