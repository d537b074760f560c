// Content-Security-Policy for the static export. Next inlines a few executable scripts in every page (the
// Turbopack bootstrap and the React Server Components payload), different per page and per build, so the
// policy is computed after the build from each HTML file and travels inside it as a <meta> element: any host
// that serves out/ as-is enforces it. What a meta policy cannot carry (frame-ancestors) goes in the HTTP
// header: HEADER_POLICY in deploy/headers.mjs, which every host sends.
import { createHash } from 'node:crypto';
import { classifyInlineScript, excerpt } from './csp-inline.mjs';

export const DEFAULT_BLOG_API_BASE = 'https://public-api.wordpress.com';
export const EMAILJS_ORIGIN = 'https://api.emailjs.com';

// WordPress.com serves uploads from <site>.files.wordpress.com and resized copies from i0-i2.wp.com.
export const WORDPRESS_IMAGE_HOSTS = ['https://*.wp.com', 'https://*.files.wordpress.com'];

// Script types a browser executes (HTML spec "JavaScript MIME type essence match", plus module and the
// JSON-like types that script-src still governs). Anything else, e.g. application/ld+json, is a data block.
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

// Attribute values may contain '>' inside quotes.
const SCRIPT_ELEMENT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;

function attribute(attrs, name) {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|/|$)`, 'i').exec(attrs);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** Whether a <script> element with these attributes runs its inline text (and so needs a hash). */
export function isExecutableInline(attrs) {
  if (attribute(attrs, 'src') !== null) return false;
  const type = (attribute(attrs, 'type') ?? '').trim().toLowerCase();
  return EXECUTABLE_TYPES.has(type);
}

/** CSP source expression for one inline script, hashed the way the browser sees it. */
export function scriptHash(text) {
  // The HTML parser turns CRLF and lone CR into LF before the script's text exists.
  const normalised = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

/** The page's inline executable scripts' texts, in document order. */
function inlineScripts(html) {
  return [...html.matchAll(SCRIPT_ELEMENT)].filter(([, attrs = '']) => isExecutableInline(attrs)).map(([, , text = '']) => text);
}

/** Hashes of the page's inline executable scripts, in document order, without duplicates. */
export function inlineScriptHashes(html) {
  return [...new Set(inlineScripts(html).map(scriptHash))];
}

/** Inline executable scripts of a shape the pass does not know (see ./csp-inline.mjs), as short excerpts. */
export function unknownInlineScripts(html) {
  return inlineScripts(html)
    .filter((text) => classifyInlineScript(text) === null)
    .map((text) => excerpt(text));
}

function originOf(raw, fallback) {
  const value = raw?.trim();
  return value ? new URL(value).origin : fallback;
}

/**
 * Image and API sources from the build's blog configuration (the same variables lib/env.ts validates).
 * A blog on its own domain (an Atomic or custom-domain WordPress.com site) may serve uploads from that domain.
 */
export function blogSources({ apiBase, site } = {}) {
  const apiOrigin = originOf(apiBase, DEFAULT_BLOG_API_BASE);
  const imageHosts = [...WORDPRESS_IMAGE_HOSTS, apiOrigin];
  const domain = site?.trim();
  if (domain && !/^\d+$/.test(domain)) imageHosts.push(`https://${domain.toLowerCase()}`);
  return { apiOrigin, imageHosts: [...new Set(imageHosts)] };
}

/**
 * Exported pages that compile WebAssembly: the search page runs Pagefind's index reader (out/pagefind/). Only
 * these get 'wasm-unsafe-eval', which allows WebAssembly compilation and nothing else ('unsafe-eval' never).
 */
export const WASM_PAGES = new Set(['search.html']);

/**
 * Exported pages that may frame a video player: the articles (blog/<id>/<slug>.html) and the fallback page that
 * renders a post newer than the build (blog/article.html). Post content, and so a click-to-play video, appears
 * nowhere else; every other page keeps frame-src 'none'.
 */
export function isArticlePage(relativePath) {
  return /^blog\/(?:\d+\/[^/]+|article)\.html$/.test(relativePath.split('\\').join('/'));
}

/**
 * The page policy carried by the <meta> element. `frames`: the player origins an article may frame (the
 * providers in site.embeds.playInline); none elsewhere.
 */
export function buildPagePolicy({ scriptHashes, apiOrigin, imageHosts, wasm = false, frames = [] }) {
  const directives = [
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
    ['connect-src', ["'self'", apiOrigin, EMAILJS_ORIGIN]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

const EXISTING_META = /<meta\s+http-equiv=(["'])Content-Security-Policy\1[^>]*>/gi;
const HEAD_OPEN = /<head\b[^>]*>/i;
const CHARSET_META = /^\s*<meta\s+charset=(?:"[^"]*"|'[^']*'|[^\s/>]+)\s*\/?>/i;

function escapeAttribute(value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * Puts the policy at the top of <head>: right after the charset declaration when that comes first (it must
 * stay within the first 1024 bytes), otherwise as the first child. Either way it precedes every script and
 * stylesheet, which is what a meta policy needs to govern them. Re-running replaces an earlier policy.
 */
export function insertCspMeta(html, policy) {
  const cleaned = html.replace(EXISTING_META, '');
  const head = HEAD_OPEN.exec(cleaned);
  if (!head) throw new Error('no <head> element to carry the Content-Security-Policy');
  let at = head.index + head[0].length;
  const charset = CHARSET_META.exec(cleaned.slice(at));
  if (charset) at += charset[0].length;
  if (/<script\b/i.test(cleaned.slice(0, at))) throw new Error('a <script> precedes the Content-Security-Policy');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  return cleaned.slice(0, at) + meta + cleaned.slice(at);
}

/**
 * The whole post-build step for one HTML document; `wasm` for the pages in WASM_PAGES, `frames` for the pages
 * isArticlePage accepts. Refuses a page with an inline script of an unknown shape: hashing it would allow it to run.
 */
export function applyPagePolicy(html, sources, { wasm = false, frames = [] } = {}) {
  const unknown = unknownInlineScripts(html);
  if (unknown.length > 0) {
    throw new Error(
      `${unknown.length} inline script(s) of a shape the CSP pass does not know; refusing to allow them by hash ` +
        `(scripts/lib/csp-inline.mjs lists the accepted shapes):\n${unknown.map((text) => `  <script>${text}</script>`).join('\n')}`,
    );
  }
  // Hash after removing an earlier meta so a re-run computes the same result.
  const scriptHashes = inlineScriptHashes(html);
  return insertCspMeta(html, buildPagePolicy({ ...sources, scriptHashes, wasm, frames }));
}
