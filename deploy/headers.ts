// The one source of the response headers every host sends. `npm run headers` (scripts/tools/gen-headers.ts)
// writes the host files from it (deploy/snippets/security-headers.conf, public/_headers,
// deploy/cloudfront/response-headers-policy.json; deploy/headers.test.ts fails when a committed one is out of
// date) and server mode sends them (next.config.mjs, through lib/site/csp.ts). Change a value here, never in those files.
//
// Plain data with no imports: next.config.mjs, the generator, jest and Playwright all load it as it is.

export type HeaderRule = { readonly key: string; readonly value: string };

/**
 * The Content-Security-Policy header of every response. Each exported page carries its own policy (script
 * hashes, blog and EmailJS origins) as a <meta> element (scripts/build/csp.ts); this adds what a meta policy
 * cannot carry (frame-ancestors) and repeats the object/base/form limits for non-HTML responses. Browsers enforce
 * both, so a script-src or default-src here would have to repeat every page's hashes: it has neither.
 */
export const HEADER_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";

/** Security headers for every response (redirects and the 404 page too), in the order hosts send them. */
export const SECURITY_HEADERS: readonly HeaderRule[] = Object.freeze(
  [
    { key: 'Content-Security-Policy', value: HEADER_POLICY },
    // Two years; includeSubDomains covers every subdomain of the site's domain (they must all serve HTTPS).
    // No preload until the domain is submitted to the preload list.
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    // frame-ancestors does the job in CSP 2 browsers; this covers the ones without.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value:
        'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), ' +
        'magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=(), xr-spatial-tracking=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ].map((rule): HeaderRule => Object.freeze(rule)),
);

/** Cache-Control of the static hosts (server mode: Next sets its own). */
export const CACHE_CONTROL = Object.freeze({
  // Content-hashed build output (/_next/static/): a changed file gets a new name.
  immutable: 'public, max-age=31536000, immutable',
  // Pages and unhashed files keep their names from build to build: cache briefly and revalidate (nginx, S3).
  revalidate: 'public, max-age=300, must-revalidate',
  // NO_STORE_PATHS: kept by no browser, CDN or proxy.
  noStore: 'no-store',
  // NO_STORE_PATHS in server mode, where the drafts page is rendered for one editor's session: private as well.
  privateNoStore: 'private, no-store',
});

/**
 * Pages no host or browser may keep: the editors' drafts preview shows unpublished posts to whoever signed in,
 * and an edit in WordPress must show on the next load. nginx, _headers hosts, CloudFront and server mode all
 * send CACHE_CONTROL.noStore for them (each also for the `.html` file behind the path).
 */
export const NO_STORE_PATHS: readonly string[] = Object.freeze(['/blog/drafts']);

/** RFC 9116: /.well-known/security.txt is text/plain whatever a host's MIME table says. */
export const SECURITY_TXT_CONTENT_TYPE = 'text/plain; charset=utf-8';
