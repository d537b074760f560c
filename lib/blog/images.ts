import { publicEnv as env } from '@/lib/config/env-public';
import type { FeaturedImage } from './types';

/** WordPress.com's image hosts: a cover's background-image may load from them, and lib/site/csp.ts allows them in img-src. */
export const WORDPRESS_IMAGE_HOSTS = ['*.wp.com', '*.files.wordpress.com'];

/**
 * Blog images at the size they are shown, through WordPress.com's image CDN (Photon, "Site Accelerator"). Pure:
 * the rules come in as an argument (imageCdnRules below builds them from lib/config/env-public.ts), so the build, the browser
 * and the tests share one behaviour.
 *
 * The CDN's rules, as Jetpack's image-cdn package applies them (Image_CDN_Core::cdn_url):
 * - uploads on *.files.wordpress.com and URLs already on i0–i3.wp.com take the size arguments in place
 *   (`?w=`; an image cannot be sent through the CDN twice);
 * - any other public image goes through `https://i0.wp.com/{host}{path}?w=…&ssl=1`, which ignores the original
 *   query string, only for gif/jpg/jpeg/png (and webp) paths, from the standard https port.
 * The CDN answers WebP to browsers that accept it. Every resized URL also asks for `strip=info` (STRIP). A URL no
 * rule covers is left as it is (null here).
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
const SRCSET_WIDTHS: readonly number[] = [400, 640, 800, 1200, 1600];

const PHOTON_ORIGIN = 'https://i0.wp.com';
const PHOTON_HOST = /^i[0-3]\.wp\.com$/;
/** What the CDN resizes; SVG and anything else is served as it is. */
const RESIZABLE_PATH = /\.(?:jpe?g|png|gif|webp)$/i;
/** Size hints WordPress itself writes on upload URLs (`?w=640&h=480`); replaced by ours. */
const SIZE_HINTS = new Set(['w', 'h']);
/**
 * Kept on a CDN URL: Photon needs `ssl=1` to fetch an https original; `strip=info` (what Jetpack's tiled gallery
 * writes) only drops metadata, so the image is the same at any width.
 */
const KEPT_ON_CDN = new Set(['ssl', 'strip']);
const KEPT_IN_PLACE = new Set(['strip']);
const MAX_WIDTH = 4000;
/**
 * Asked of every resized image: the CDN keeps an upload's metadata unless told otherwise, and a camera's or
 * editing app's EXIF, IPTC and XMP can weigh as much as a phone-sized photo's pixels. `info` drops those and keeps
 * the colour profile, so the image looks the same (what Jetpack's tiled gallery asks for).
 */
const STRIP = 'info';

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

  if (rules.resizeOrigins?.includes(url.origin)) return sizeHintsOnly(url, KEPT_IN_PLACE) ? { kind: 'in-place', url } : null;
  if (url.protocol !== 'https:' || url.port !== '') return null;
  if (matchesAny(url.hostname, rules.resizeHosts)) {
    const kept = PHOTON_HOST.test(url.hostname) ? KEPT_ON_CDN : KEPT_IN_PLACE;
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
    if (!url.searchParams.has('strip')) url.searchParams.set('strip', STRIP);
    return url.href;
  }
  // The original's host becomes the first path segment; its path is already percent-encoded by the parser.
  const url = new URL(`${PHOTON_ORIGIN}/${found.url.hostname}${found.url.pathname}`);
  if (url.origin !== PHOTON_ORIGIN) return null;
  url.searchParams.set('w', String(width));
  url.searchParams.set('ssl', '1');
  url.searchParams.set('strip', STRIP);
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

/** The configured CDN rules: lib/config/env-public.ts's hosts, plus the blog API's origin (where the fake API serves uploads). */
export const imageCdnRules: ImageCdnRules = {
  resizeHosts: env.blog.images.resizeHosts,
  photonHosts: env.blog.images.photonHosts,
  resizeOrigins: [env.blog.apiBase],
};

/*
 * `sizes` from the layout's CSS, in rem (as the media queries are) so they follow the reader's text size:
 * - card (post-card.module.css): the list is min(100vw - 2 × --space-5, 64rem) wide (Section's padding, the
 *   list's max-width); the image spans the card below 48rem and takes 2fr of 2fr + 3fr (0.4) from 48rem, and
 *   the list reaches 64rem at 67rem.
 * - article (article.module.css): the article is min(100vw, 46rem) with --space-5 padding each side: 43rem from
 *   46rem up. Content images are at most that measure.
 */
export const CARD_IMAGE_SIZES = '(min-width: 67rem) 25.6rem, (min-width: 48rem) calc(40vw - 1.2rem), calc(100vw - 3rem)';
export const ARTICLE_IMAGE_SIZES = '(min-width: 46rem) 43rem, calc(100vw - 3rem)';
/** The article's measure in CSS pixels at the default text size (43rem), for content images narrower than it. */
export const ARTICLE_MEASURE_PX = 688;

/** The width of the `src` fallback and of the social preview (Open Graph's recommended 1200). */
const FALLBACK_WIDTH = 1200;

export type ImageSources = { src: string; srcSet?: string };

/** The featured image's src (a CDN variant when the host can be resized) and srcset; the original otherwise. */
export function featuredImageSources(image: FeaturedImage, rules: ImageCdnRules = imageCdnRules): ImageSources {
  const srcSet = cdnSrcSet(image.src, rules, { originalWidth: image.width });
  if (!srcSet) return { src: image.src };
  const fallback = image.width !== undefined ? Math.min(FALLBACK_WIDTH, image.width) : FALLBACK_WIDTH;
  return { src: cdnImageUrl(image.src, fallback, rules) ?? image.src, srcSet };
}

/** The featured image as a social preview: the 1200-wide CDN variant when there is one, with its height if known. */
export function socialImageOf(
  image: FeaturedImage,
  rules: ImageCdnRules = imageCdnRules,
): { url: string; width?: number; height?: number } {
  const width = image.width !== undefined ? Math.min(FALLBACK_WIDTH, image.width) : FALLBACK_WIDTH;
  const url = cdnImageUrl(image.src, width, rules);
  if (!url) return { url: image.src, ...(image.width && image.height ? { width: image.width, height: image.height } : {}) };
  return image.width && image.height ? { url, width, height: Math.round((image.height * width) / image.width) } : { url };
}
