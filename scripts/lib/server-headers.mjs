// Security headers for server mode (next start): deploy/headers.mjs's, as every static host sends them. Only the
// Content-Security-Policy differs: the export carries a per-page <meta> policy with script hashes computed after
// the build, which a server cannot do for pages it regenerates at run time, and nonces would make every page
// dynamic (no incremental revalidation). So the server sends one full policy as a header, with
// script-src 'self' 'unsafe-inline' for Next's inline bootstrap and payload scripts; everything else is as
// strict as the export's (no 'unsafe-eval', connect-src and img-src limited to the blog and EmailJS).
import { HEADER_POLICY, SECURITY_HEADERS } from '../../deploy/headers.mjs';
import { blogSources, buildPagePolicy } from './csp.mjs';

/**
 * The server's Content-Security-Policy: the export's page policy with inline scripts allowed, plus the
 * header-only directives. `wasm` for the search page only (as WASM_PAGES in the export), `frames` (the video
 * players' origins) for article pages only (as isArticlePage in the export).
 */
export function serverContentSecurityPolicy({ apiBase, site } = {}, { wasm = false, frames = [] } = {}) {
  const page = buildPagePolicy({ ...blogSources({ apiBase, site }), scriptHashes: ["'unsafe-inline'"], wasm, frames });
  const names = new Set(page.split('; ').map((directive) => directive.split(' ')[0]));
  const extra = HEADER_POLICY.split('; ').filter((directive) => !names.has(directive.split(' ')[0]));
  return [page, ...extra].join('; ');
}

/** Headers for next.config's headers(): the static hosts' security headers, with the server's Content-Security-Policy. */
export function serverSecurityHeaders(blog = {}, headers = SECURITY_HEADERS) {
  return headers.map(({ key, value }) =>
    key.toLowerCase() === 'content-security-policy' ? { key, value: serverContentSecurityPolicy(blog) } : { key, value },
  );
}
