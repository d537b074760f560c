/**
 * The public half of the configuration: the NEXT_PUBLIC_* settings the browser needs too, as values. Client
 * modules import this file, never lib/config/env.ts: it holds no validator and no error message, only the literal reads
 * (Next inlines only literal references into client bundles, so a loop over names would leave the browser with
 * `undefined`) and the normalising every value gets (trimming, defaults, lower-case hosts).
 *
 * Validation happens once on the server side: lib/config/env.ts checks these same variables with its schema (the build
 * imports it from the layout, the server at start) and fails with the variable's name, then builds its own
 * `env` from `publicConfig` below, so both halves hold the same values. `publicConfig` never throws: a value the
 * schema refuses still fails the build with the schema's message, whichever module is evaluated first.
 */

export type EmailJsConfig = {
  serviceId: string | null;
  templateId: string | null;
  publicKey: string | null;
};

export type AnalyticsConfig = {
  /** The site's domain as registered in Plausible (the events' `d`). */
  domain: string;
  /** The Events API URL events are posted to; its origin is the one connect-src gains. */
  endpoint: string;
};

export type PublicEnv = {
  /** Canonical origin, no trailing slash. */
  siteUrl: string;
  blog: {
    /** Origin of the WordPress.com REST API. */
    apiBase: string;
    /** WordPress.com site id or domain; null means the embedded sample posts. */
    site: string | null;
    /** Image hosts the CDN resizes: in place (`?w=`) or through Photon (i0.wp.com); see lib/blog/images.ts. */
    images: { resizeHosts: string[]; photonHosts: string[] };
  };
  emailjs: EmailJsConfig;
  /** The WordPress.com app editors sign in with on /blog/drafts (implicit OAuth2 grant); null: drafts preview off. */
  wpcom: { clientId: string | null };
  /** Plausible Analytics (lib/analytics/); null, the default: no analytics at all. */
  analytics: AnalyticsConfig | null;
};

export const DEFAULT_SITE_URL = 'http://localhost:3000';
export const DEFAULT_BLOG_API_BASE = 'https://public-api.wordpress.com';
export const DEFAULT_PLAUSIBLE_ENDPOINT = 'https://plausible.io/api/event';
/** Hosts whose uploads the WordPress.com image CDN resizes in place by default. */
export const DEFAULT_RESIZE_HOSTS: readonly string[] = ['*.files.wordpress.com', 'i0.wp.com', 'i1.wp.com', 'i2.wp.com', 'i3.wp.com'];

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_PATTERN = new RegExp(`^(?:\\*\\.)?${LABEL}(?:\\.${LABEL})+$`);

/**
 * Whether a configured host pattern is one the site accepts: a lower-case DNS name with at least two labels,
 * optionally '*.' in front; no scheme, port, path, IP address or localhost.
 */
export function isHostPattern(pattern: string): boolean {
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

/** Photon's default: the blog's own domain (its uploads are public images the CDN can fetch); never a site id. */
export function defaultPhotonHosts(site: string | null): string[] {
  const host = site?.toLowerCase();
  return host && isHostPattern(host) ? [host] : [];
}

/** The variable's value, trimmed; null when unset or blank. */
export function blankToNull(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function origin(raw: string | undefined, fallback: string): string {
  const value = blankToNull(raw);
  if (value === null) return fallback;
  try {
    return new URL(value).origin;
  } catch {
    return value;
  }
}

function hosts(raw: string | undefined, fallback: readonly string[]): string[] {
  const value = blankToNull(raw);
  return value === null ? [...fallback] : (parseHostPatterns(value) ?? []);
}

/** Plausible's settings: null (no analytics) unless a domain is set; plausible.io's Events API by default. */
export function analyticsConfig(rawDomain: string | undefined, rawEndpoint: string | undefined): AnalyticsConfig | null {
  const domain = blankToNull(rawDomain)?.toLowerCase();
  if (!domain) return null;
  const endpoint = blankToNull(rawEndpoint);
  let href = DEFAULT_PLAUSIBLE_ENDPOINT;
  if (endpoint !== null) {
    try {
      href = new URL(endpoint).href;
    } catch {
      href = endpoint;
    }
  }
  return { domain, endpoint: href };
}

/** The names of the public variables, each read by its literal name below. */
type PublicVariable =
  | 'NEXT_PUBLIC_SITE_URL'
  | 'NEXT_PUBLIC_BLOG_API_BASE'
  | 'NEXT_PUBLIC_BLOG_SITE'
  | 'NEXT_PUBLIC_BLOG_RESIZE_HOSTS'
  | 'NEXT_PUBLIC_BLOG_PHOTON_HOSTS'
  | 'NEXT_PUBLIC_EMAILJS_SERVICE_ID'
  | 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID'
  | 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY'
  | 'NEXT_PUBLIC_WPCOM_CLIENT_ID'
  | 'NEXT_PUBLIC_PLAUSIBLE_DOMAIN'
  | 'NEXT_PUBLIC_PLAUSIBLE_ENDPOINT';

export type PublicVariables = Partial<Record<PublicVariable, string | undefined>>;

/** The process's public variables (in the browser, the values the build inlined). */
export function publicVariables(): PublicVariables {
  return {
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
    NEXT_PUBLIC_BLOG_API_BASE: process.env.NEXT_PUBLIC_BLOG_API_BASE,
    NEXT_PUBLIC_BLOG_SITE: process.env.NEXT_PUBLIC_BLOG_SITE,
    NEXT_PUBLIC_BLOG_RESIZE_HOSTS: process.env.NEXT_PUBLIC_BLOG_RESIZE_HOSTS,
    NEXT_PUBLIC_BLOG_PHOTON_HOSTS: process.env.NEXT_PUBLIC_BLOG_PHOTON_HOSTS,
    NEXT_PUBLIC_EMAILJS_SERVICE_ID: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
    NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID,
    NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
    NEXT_PUBLIC_WPCOM_CLIENT_ID: process.env.NEXT_PUBLIC_WPCOM_CLIENT_ID,
    NEXT_PUBLIC_PLAUSIBLE_DOMAIN: process.env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN,
    NEXT_PUBLIC_PLAUSIBLE_ENDPOINT: process.env.NEXT_PUBLIC_PLAUSIBLE_ENDPOINT,
  };
}

/** The public configuration from these variables' values (already validated by lib/config/env.ts's schema). */
export function publicConfig(raw: PublicVariables): PublicEnv {
  const site = blankToNull(raw.NEXT_PUBLIC_BLOG_SITE);
  return {
    siteUrl: origin(raw.NEXT_PUBLIC_SITE_URL, DEFAULT_SITE_URL),
    blog: {
      apiBase: origin(raw.NEXT_PUBLIC_BLOG_API_BASE, DEFAULT_BLOG_API_BASE),
      site,
      images: {
        resizeHosts: hosts(raw.NEXT_PUBLIC_BLOG_RESIZE_HOSTS, DEFAULT_RESIZE_HOSTS),
        photonHosts: hosts(raw.NEXT_PUBLIC_BLOG_PHOTON_HOSTS, defaultPhotonHosts(site)),
      },
    },
    emailjs: {
      serviceId: blankToNull(raw.NEXT_PUBLIC_EMAILJS_SERVICE_ID),
      templateId: blankToNull(raw.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID),
      publicKey: blankToNull(raw.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY),
    },
    wpcom: { clientId: blankToNull(raw.NEXT_PUBLIC_WPCOM_CLIENT_ID) },
    analytics: analyticsConfig(raw.NEXT_PUBLIC_PLAUSIBLE_DOMAIN, raw.NEXT_PUBLIC_PLAUSIBLE_ENDPOINT),
  };
}

/** This build's public configuration, computed once per bundle. */
export const publicEnv: PublicEnv = publicConfig(publicVariables());
