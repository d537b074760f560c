// Security headers for server mode (next start), read from the nginx snippet so every target sends the same
// ones. Only the Content-Security-Policy differs: the export carries a per-page <meta> policy with script hashes
// computed after the build, which a server cannot do for pages it regenerates at run time, and nonces would
// make every page dynamic (no incremental revalidation). So the server sends one full policy as a header, with
// script-src 'self' 'unsafe-inline' for Next's inline bootstrap and payload scripts; everything else is as
// strict as the export's (no 'unsafe-eval', connect-src and img-src limited to the blog and EmailJS).
import { readFileSync } from 'node:fs';
import { blogSources, buildPagePolicy, HEADER_POLICY } from './csp.mjs';

const snippet = new URL('../../deploy/snippets/security-headers.conf', import.meta.url);

/** `add_header Name "value" [always];` lines of an nginx snippet, in order. */
export function parseNginxHeaders(conf) {
  return [...conf.matchAll(/^\s*add_header\s+([\w-]+)\s+"([^"]*)"(?:\s+always)?\s*;/gm)].map(([, key, value]) => ({
    key,
    value,
  }));
}

/**
 * The server's Content-Security-Policy: the export's page policy with inline scripts allowed, plus the
 * header-only directives. `wasm` for the search page only (as WASM_PAGES in the export).
 */
export function serverContentSecurityPolicy({ apiBase, site } = {}, { wasm = false } = {}) {
  const page = buildPagePolicy({ ...blogSources({ apiBase, site }), scriptHashes: ["'unsafe-inline'"], wasm });
  const names = new Set(page.split('; ').map((directive) => directive.split(' ')[0]));
  const extra = HEADER_POLICY.split('; ').filter((directive) => !names.has(directive.split(' ')[0]));
  return [page, ...extra].join('; ');
}

/** Headers for next.config's headers(): the nginx snippet's, with the server's Content-Security-Policy. */
export function serverSecurityHeaders(blog = {}, conf = readFileSync(snippet, 'utf8')) {
  return parseNginxHeaders(conf).map(({ key, value }) =>
    key.toLowerCase() === 'content-security-policy' ? { key, value: serverContentSecurityPolicy(blog) } : { key, value },
  );
}
