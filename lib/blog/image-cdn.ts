/**
 * Blog images at the size they are shown, through WordPress.com's image CDN (Photon, "Site Accelerator"). Pure:
 * the rules come in as an argument (lib/blog/images.ts builds them from lib/env.ts), so the build, the browser
 * and the tests share one behaviour.
 *
 * The CDN's rules, as Jetpack's image-cdn package applies them (Image_CDN_Core::cdn_url):
 * - uploads on *.files.wordpress.com and URLs already on i0–i3.wp.com take the size arguments in place
 *   (`?w=`; an image cannot be sent through the CDN twice);
 * - any other public image goes through `https://i0.wp.com/{host}{path}?w=…&ssl=1`, which ignores the original
 *   query string, only for gif/jpg/jpeg/png (and webp) paths, from the standard https port.
 * The CDN answers WebP to browsers that accept it. A URL no rule covers is left as it is (null here).
 */

export type ImageCdnRules = {
  /** Host patterns whose images take `?w=` in place: 'i0.wp.com', or '*.files.wordpress.com' (subdomains only). */
  resizeHosts: readonly string[];
  /** Host patterns whose https images are proxied through Photon (i0.wp.com). */
  photonHosts: readonly string[];
  /** Exact origins (scheme, host, port) whose images take `?w=` in place: the blog API's (its fake in tests). */
  resizeOrigins?: readonly string[];
};

/** Widths offered in a srcset: phones at 1x-3x (640 fits a 412px phone at 1.75x), cards, the article's measure. */
export const SRCSET_WIDTHS: readonly number[] = [400, 640, 800, 1200, 1600];

export const DEFAULT_RESIZE_HOSTS: readonly string[] = ['*.files.wordpress.com', 'i0.wp.com', 'i1.wp.com', 'i2.wp.com', 'i3.wp.com'];

const PHOTON_ORIGIN = 'https://i0.wp.com';
const PHOTON_HOST = /^i[0-3]\.wp\.com$/;
/** What the CDN resizes; SVG and anything else is served as it is. */
const RESIZABLE_PATH = /\.(?:jpe?g|png|gif|webp)$/i;
/** Size hints WordPress itself writes on upload URLs (`?w=640&h=480`); replaced by ours. */
const SIZE_HINTS = new Set(['w', 'h']);
/** Kept on a CDN URL: Photon needs `ssl=1` to fetch an https original. */
const KEPT_ON_CDN = new Set(['ssl']);
const MAX_WIDTH = 4000;

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_PATTERN = new RegExp(`^(?:\\*\\.)?${LABEL}(?:\\.${LABEL})+$`);

/**
 * Whether a configured host pattern is one this module accepts: a lower-case DNS name with at least two labels,
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

function hostMatches(hostname: string, pattern: string): boolean {
  if (pattern.startsWith('*.')) return hostname.endsWith(pattern.slice(1)) && hostname.length > pattern.length - 1;
  return hostname === pattern;
}

const matchesAny = (hostname: string, patterns: readonly string[]) => patterns.some((pattern) => hostMatches(hostname, pattern));

type Plan = { kind: 'in-place'; url: URL } | { kind: 'photon'; url: URL };

/** How an image URL can be resized, or null. Parsed as the browser will (WHATWG URL: IDN to punycode, lower case). */
function plan(raw: string, rules: ImageCdnRules): Plan | null {
  const value = raw.trim();
  // Absolute http(s) URLs only: protocol-relative, site paths, javascript:, data: and the rest stay as they are.
  if (!/^https?:\/\//i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password || url.hash) return null;
  if (!RESIZABLE_PATH.test(url.pathname)) return null;

  if (rules.resizeOrigins?.includes(url.origin)) return sizeHintsOnly(url) ? { kind: 'in-place', url } : null;
  if (url.protocol !== 'https:' || url.port !== '') return null;
  if (matchesAny(url.hostname, rules.resizeHosts)) {
    const kept = PHOTON_HOST.test(url.hostname) ? KEPT_ON_CDN : new Set<string>();
    return sizeHintsOnly(url, kept) ? { kind: 'in-place', url } : null;
  }
  // Photon ignores the query string: an image that depends on one is not the image Photon would fetch.
  if (matchesAny(url.hostname, rules.photonHosts) && url.search === '') return { kind: 'photon', url };
  return null;
}

/** True when the query holds nothing but size hints (and `kept` names): other arguments (crop, resize…) stay. */
function sizeHintsOnly(url: URL, kept: ReadonlySet<string> = new Set()): boolean {
  return [...url.searchParams.keys()].every((key) => SIZE_HINTS.has(key) || kept.has(key));
}

/** Whether the CDN can serve this image at other widths. */
export function isResizable(raw: string, rules: ImageCdnRules): boolean {
  return plan(raw, rules) !== null;
}

/** The image's URL at `width` CSS pixels wide (aspect ratio kept), or null when no rule covers it. */
export function cdnImageUrl(raw: string, width: number, rules: ImageCdnRules): string | null {
  if (!Number.isSafeInteger(width) || width < 1 || width > MAX_WIDTH) return null;
  const found = plan(raw, rules);
  if (!found) return null;
  if (found.kind === 'in-place') {
    const url = new URL(found.url.href);
    for (const key of SIZE_HINTS) url.searchParams.delete(key);
    url.searchParams.set('w', String(width));
    return url.href;
  }
  // The original's host becomes the first path segment; its path is already percent-encoded by the parser.
  const url = new URL(`${PHOTON_ORIGIN}/${found.url.hostname}${found.url.pathname}`);
  if (url.origin !== PHOTON_ORIGIN) return null;
  url.searchParams.set('w', String(width));
  url.searchParams.set('ssl', '1');
  return url.href;
}

export type SrcSetOptions = {
  /** The original's width in pixels when known: no candidate is wider (the CDN does not enlarge). */
  originalWidth?: number;
  /** Candidate widths; SRCSET_WIDTHS by default. */
  widths?: readonly number[];
  /** The widest candidate worth offering (e.g. twice an image's display width). */
  maxWidth?: number;
};

/** The candidate widths for an image: those below the caps, plus the cap itself when it falls between two. */
export function candidateWidths({ originalWidth, widths = SRCSET_WIDTHS, maxWidth }: SrcSetOptions = {}): number[] {
  const caps = [originalWidth, maxWidth].filter((cap): cap is number => typeof cap === 'number' && Number.isFinite(cap) && cap >= 1);
  const cap = caps.length > 0 ? Math.min(...caps.map(Math.floor)) : Infinity;
  const sorted = [...new Set(widths)].sort((a, b) => a - b);
  const below = sorted.filter((w) => w < cap);
  // A cap narrower than the widest candidate is itself the last candidate (the full width, never more).
  return below.length < sorted.length ? [...below, cap] : below;
}

/** `url 400w, url 640w, …` over the candidate widths, or null when the image cannot be resized. */
export function cdnSrcSet(raw: string, rules: ImageCdnRules, options: SrcSetOptions = {}): string | null {
  if (!isResizable(raw, rules)) return null;
  const entries = candidateWidths(options).map((width) => `${cdnImageUrl(raw, width, rules)} ${width}w`);
  return entries.length > 0 ? entries.join(', ') : null;
}
