// Which inline scripts a Content-Security-Policy may allow by hash, and their hashes: one module for the export's
// build pass (scripts/build/csp.ts, a <meta> policy per page) and server mode's response hook (lib/server/csp-response.ts,
// a header per HTML response). Hashing whatever a page holds would also allow a script that should never be there
// (an injection that got past the sanitiser, a dependency inlining something new): only the shapes Next writes and
// our own known scripts are accepted. The build fails on anything else; server mode leaves it out of the policy,
// so the browser blocks it, and logs it. A new Next release that inlines a new shape fails the build here first:
// add the shape below after reading what it does.
import { createHash } from 'node:crypto';
import { loaderSources } from './paint-first';

const NEXT_F_INIT = '(self.__next_f=self.__next_f||[]).push([0])';
const NEXT_F_PUSH = 'self.__next_f.push(';
const TURBOPACK_PREFIX = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(';
const CHUNK_PATH = /^static\/chunks\/[\w.-]+\.js$/;

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** `self.__next_f.push([n, "…"])`: a JSON array (data, not code) of a small type number and strings or null. */
function isFlightPush(text: string): boolean {
  if (!text.startsWith(NEXT_F_PUSH) || !text.endsWith(')')) return false;
  const parsed = parseJson(text.slice(NEXT_F_PUSH.length, -1));
  if (!parsed.ok || !Array.isArray(parsed.value)) return false;
  const [type, ...rest] = parsed.value as unknown[];
  return (
    typeof type === 'number' &&
    Number.isInteger(type) &&
    type >= 0 &&
    type <= 3 &&
    rest.every((item) => item === null || typeof item === 'string')
  );
}

/** Turbopack's bootstrap: the page's chunk list and runtime module ids, as JSON. */
function isTurbopackBootstrap(text: string): boolean {
  if (!text.startsWith(TURBOPACK_PREFIX) || !text.endsWith(');')) return false;
  const parsed = parseJson(text.slice(TURBOPACK_PREFIX.length, -2));
  if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) return false;
  const { otherChunks, runtimeModuleIds, ...other } = parsed.value as Record<string, unknown>;
  return (
    Object.keys(other).length === 0 &&
    Array.isArray(otherChunks) &&
    otherChunks.every((chunk: unknown) => typeof chunk === 'string' && CHUNK_PATH.test(chunk)) &&
    Array.isArray(runtimeModuleIds) &&
    runtimeModuleIds.every((id: unknown) => Number.isInteger(id))
  );
}

// Ours: components/blog/blog-redirect.tsx renders lib/blog/paths.ts FALLBACK_REDIRECT_SCRIPT on the 404 page.
// scripts/build/csp-inline.test.ts checks that the current text still matches.
const BLOG_FALLBACK_REDIRECT =
  /^\(function\(\)\{var p=location\.pathname;if\(\/[^\n]{1,200}?\/\.test\(p\)\)\{document\.currentScript\.parentElement\.setAttribute\('data-blog-path',''\);location\.replace\('\/[\w/-]{1,100}\?from='\+encodeURIComponent\(p\)\)\}\}\)\(\)$/;

const SHAPES: [string, (text: string) => boolean][] = [
  ['next-flight-init', (text) => text === NEXT_F_INIT],
  ['next-flight-data', isFlightPush],
  ['turbopack-bootstrap', isTurbopackBootstrap],
  ['blog-fallback-redirect', (text) => BLOG_FALLBACK_REDIRECT.test(text)],
  // Ours: lib/site/paint-first.ts, which adds the page's framework scripts after its first paint.
  ['paint-first-loader', (text) => loaderSources(text) !== null],
];

/** The name of the known shape an inline script has, or null when it is not one the pass may hash. */
export function classifyInlineScript(text: string): string | null {
  const normalised = text.replace(/\r\n?/g, '\n');
  for (const [name, matches] of SHAPES) if (matches(normalised)) return name;
  return null;
}

/** A short, single-line excerpt of a script for an error message. */
export function excerpt(text: string, length = 100): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length)}…` : line;
}

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

function attribute(attrs: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|/|$)`, 'i').exec(attrs);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** Whether a <script> element with these attributes runs its inline text (and so needs a hash). */
export function isExecutableInline(attrs: string): boolean {
  if (attribute(attrs, 'src') !== null) return false;
  const type = (attribute(attrs, 'type') ?? '').trim().toLowerCase();
  return EXECUTABLE_TYPES.has(type);
}

/** CSP source expression for one inline script, hashed the way the browser sees it. */
export function scriptHash(text: string): string {
  // The HTML parser turns CRLF and lone CR into LF before the script's text exists.
  const normalised = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

/** The page's inline executable scripts' texts, in document order. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT_ELEMENT)].filter(([, attrs = '']) => isExecutableInline(attrs)).map(([, , text = '']) => text);
}

/** Hashes of the page's inline executable scripts, in document order, without duplicates. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map(scriptHash))];
}
