// Which inline scripts the CSP pass may bless with a hash. Hashing whatever a page holds would also allow a
// script that should never be there (an injection that got past the sanitiser into the build, a dependency
// inlining something new): the pass accepts only the shapes Next writes and our own known scripts, and the
// build fails on anything else. A new Next release that inlines a new shape fails the build here first: add the
// shape below after reading what it does.

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
