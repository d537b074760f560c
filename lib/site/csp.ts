// Content-Security-Policy: the one builder of the policy every page is held to. The export carries it per page
// as a <meta> element, with the hashes of that page's inline scripts (scripts/build/csp.ts writes it after
// `next build`); server mode sends it as a header (next.config.mjs), with the header-only directives of
// deploy/headers.ts added. img-src and connect-src come from the same blog settings lib/config/env.ts validates, and
// connect-src gains the analytics collector's origin only when the build turns analytics on.
import { HEADER_POLICY, SECURITY_HEADERS, type HeaderRule } from '@/deploy/headers';
import { WORDPRESS_IMAGE_HOSTS as WORDPRESS_IMAGE_HOST_PATTERNS } from '../blog/images';
import { DEFAULT_BLOG_API_BASE, parseAnalytics } from '../config/env';

const EMAILJS_ORIGIN = 'https://api.emailjs.com';

// WordPress.com serves uploads from <site>.files.wordpress.com and resized copies from i0-i2.wp.com: the hosts a
// cover's background-image may name (lib/blog/images.ts) are the hosts img-src allows.
export const WORDPRESS_IMAGE_HOSTS = WORDPRESS_IMAGE_HOST_PATTERNS.map((pattern) => `https://${pattern}`);

export type BlogConfig = {
  apiBase?: string | undefined;
  site?: string | undefined;
  /** NEXT_PUBLIC_PLAUSIBLE_DOMAIN and NEXT_PUBLIC_PLAUSIBLE_ENDPOINT as the build reads them. */
  analytics?: { domain?: string | undefined; endpoint?: string | undefined };
};
export type BlogSources = {
  apiOrigin: string;
  imageHosts: string[];
  /** The Plausible endpoint's origin when analytics is on (lib/analytics/), else absent. */
  analyticsOrigin?: string;
};
export type PolicyOptions = {
  wasm?: boolean;
  frames?: readonly string[];
  /** connect-src in place of the site-wide list: the drafts preview's (draftsConnectSources). */
  connect?: readonly string[];
};

/**
 * connect-src of the drafts preview, the one page that holds an editor's WordPress.com token: the API it reads
 * drafts from and nothing else. No EmailJS, no analytics collector, not even 'self': a script that got past the
 * sanitiser has nowhere to send the token but the API that issued it.
 */
export function draftsConnectSources({ apiOrigin }: Pick<BlogSources, 'apiOrigin'>): string[] {
  return [apiOrigin];
}

function originOf(raw: string | undefined, fallback: string): string {
  const value = raw?.trim();
  return value ? new URL(value).origin : fallback;
}

/**
 * Image and API sources from the build's blog configuration (the same variables lib/config/env.ts validates), and the
 * analytics collector's origin when analytics is on.
 * A blog on its own domain (an Atomic or custom-domain WordPress.com site) may serve uploads from that domain.
 */
export function blogSources({ apiBase, site, analytics }: BlogConfig = {}): BlogSources {
  const apiOrigin = originOf(apiBase, DEFAULT_BLOG_API_BASE);
  const imageHosts = [...WORDPRESS_IMAGE_HOSTS, apiOrigin];
  const domain = site?.trim();
  if (domain && !/^\d+$/.test(domain)) imageHosts.push(`https://${domain.toLowerCase()}`);
  const collector = parseAnalytics(analytics?.domain, analytics?.endpoint);
  return { apiOrigin, imageHosts: [...new Set(imageHosts)], ...(collector ? { analyticsOrigin: new URL(collector.endpoint).origin } : {}) };
}

/**
 * The page policy. `scriptHashes`: the page's inline scripts (the export; server mode adds them per response);
 * `wasm` for the search page only; `frames`: the player origins an article may frame (the providers in
 * site.embeds.playInline), none elsewhere.
 */
export function buildPagePolicy({
  scriptHashes,
  apiOrigin,
  imageHosts,
  analyticsOrigin,
  wasm = false,
  frames = [],
  connect,
}: BlogSources & PolicyOptions & { scriptHashes: readonly string[] }): string {
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(wasm ? ["'wasm-unsafe-eval'"] : []), ...scriptHashes]],
    // Style attributes (React style props, sanitised post HTML) need 'unsafe-inline'; injected <style>
    // elements do not get it, in browsers that know style-src-elem.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['style-src-elem', ["'self'"]],
    // data: for the small SVG icons inlined in CSS (mask and background images); a data: image cannot run script.
    ['img-src', ["'self'", 'data:', ...imageHosts]],
    // Audio and video in posts come from the same WordPress hosts as their images.
    ['media-src', ["'self'", ...imageHosts]],
    // Only an article frames anything: the video player its visitor asked for.
    ['frame-src', frames.length > 0 ? frames : ["'none'"]],
    ['font-src', ["'self'"]],
    ['connect-src', connect ?? ["'self'", apiOrigin, EMAILJS_ORIGIN, ...(analyticsOrigin ? [analyticsOrigin] : [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

// Server mode (next start) sends deploy/headers.ts's headers, as every static host does. Only the
// Content-Security-Policy differs: the export carries a per-page <meta> policy with script hashes computed after
// the build; the server sends one full policy as a header whose script-src allows no inline script at all, and
// lib/server/csp-response.ts adds to it, response by response, the hashes of the inline scripts each HTML answer holds
// (pages regenerated at run time included). Everything else is as strict as the export's (no 'unsafe-eval',
// connect-src and img-src limited to the blog and EmailJS, and the analytics collector when the build has one).

/**
 * The server's Content-Security-Policy before a response's hashes are added: the page policy with no inline
 * script allowed, plus the header-only directives. `wasm` for the search page only, `frames` (the video players'
 * origins) for article pages only, as in the export.
 */
export function serverContentSecurityPolicy(blog: BlogConfig = {}, options: PolicyOptions = {}): string {
  const page = buildPagePolicy({ ...blogSources(blog), ...options, scriptHashes: [] });
  const names = new Set(page.split('; ').map((directive) => directive.split(' ')[0]));
  const extra = HEADER_POLICY.split('; ').filter((directive) => !names.has(directive.split(' ')[0]));
  return [page, ...extra].join('; ');
}

/** Headers for next.config's headers(): the static hosts' security headers, with the server's Content-Security-Policy. */
export function serverSecurityHeaders(blog: BlogConfig = {}, headers: readonly HeaderRule[] = SECURITY_HEADERS): HeaderRule[] {
  return headers.map(({ key, value }) =>
    key.toLowerCase() === 'content-security-policy' ? { key, value: serverContentSecurityPolicy(blog) } : { key, value },
  );
}
