/**
 * Server mode's script policy per response. next.config.mjs sends every response the site's policy with
 * `script-src 'self'` and no inline script allowed (lib/site/csp.ts); for each HTML response this hook adds the hashes of
 * that response's own inline scripts to that header before it goes out, so a page regenerated at run time (the
 * window, the webhook, a post published after the build) carries the hashes of exactly the scripts it holds.
 * Only scripts of the shapes lib/site/csp-inline.ts accepts are hashed; any other is left out (the browser blocks it)
 * and reported.
 *
 * It sees every response through Node's `http.server.request.start` channel (as lib/server/observability/ does: no custom
 * server, so `next start`, the standalone server.js and the image all go through it). A policy header must precede
 * the body, so an HTML response is held until it is complete: a cached page is one `end()` anyway; a page rendered
 * for this request (a miss, a dynamic page) reaches the browser in one piece instead of streamed. Next's own gzip
 * would compress the body before this hook could read it, so next.config.mjs turns it off and this hook runs the
 * same middleware (Next's copy of `compression`, default options) beneath itself, for every response.
 */
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Duplex } from 'node:stream';
import compression from 'next/dist/compiled/compression';
import { classifyInlineScript, excerpt, inlineScripts, scriptHash } from '../site/csp-inline';
import { paintFirst } from '../site/paint-first';
import { processSingleton } from '../util/process-singleton.mjs';

/** Why a script was left out of a response's policy. */
export type UnknownScript = { hash: string; text: string };

// Classifying a payload script parses its JSON: remembered by hash, so a cached page's scripts are parsed once.
const KNOWN_LIMIT = 20_000;
const known = new Map<string, boolean>();

function accepted(hash: string, text: string): boolean {
  let ok = known.get(hash);
  if (ok === undefined) {
    ok = classifyInlineScript(text) !== null;
    if (known.size >= KNOWN_LIMIT) known.clear();
    known.set(hash, ok);
  }
  return ok;
}

/** The hashes of the document's inline scripts that may run, in document order without duplicates, and the rest. */
export function allowedScriptHashes(html: string): { hashes: string[]; unknown: UnknownScript[] } {
  const hashes = new Set<string>();
  const unknown: UnknownScript[] = [];
  for (const text of inlineScripts(html)) {
    const hash = scriptHash(text);
    if (accepted(hash, text)) hashes.add(hash);
    else unknown.push({ hash, text });
  }
  return { hashes: [...hashes], unknown };
}

/**
 * The policy with these hashes added to its script-src. A policy without script-src is returned as it is: its
 * default-src then governs scripts, and adding a script-src would loosen it.
 */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  let found = false;
  const directives = policy.split(';').map((directive) => {
    const trimmed = directive.trim();
    if (!/^script-src(?:\s|$)/i.test(trimmed)) return trimmed;
    found = true;
    const sources = trimmed.split(/\s+/).slice(1);
    // 'none' with any other source is ignored by browsers; a page the site meant to run nothing stays so.
    if (sources.includes("'none'")) return trimmed;
    return ['script-src', ...sources, ...hashes.filter((hash) => !sources.includes(hash))].join(' ');
  });
  return found ? directives.filter(Boolean).join('; ') : policy;
}

const CSP = 'content-security-policy';

function isHtml(response: ServerResponse): boolean {
  const type = response.getHeader('content-type');
  return typeof type === 'string' && /^\s*text\/html\b/i.test(type);
}

type Write = ServerResponse['write'];
type End = ServerResponse['end'];
type Callback = (error?: Error | null) => void;

function toBuffer(chunk: unknown, encoding?: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

/**
 * Holds one response's HTML until it ends, moves its framework scripts after the first paint, then adds its script
 * hashes to its Content-Security-Policy and sends it whole. Responses that are not HTML, have no body (HEAD, 204,
 * 304) or carry no policy pass through untouched, except that a 304 loses its policy: a browser updates its stored
 * page's headers from a 304, and the policy without hashes would then block the stored page's scripts.
 */
export function hashInlineScripts(request: IncomingMessage, response: ServerResponse, onUnknown?: (unknown: UnknownScript[]) => void) {
  const original = { writeHead: response.writeHead, flushHeaders: response.flushHeaders, write: response.write, end: response.end };
  let mode: 'undecided' | 'hold' | 'pass' = 'undecided';
  const chunks: Buffer[] = [];
  let head: unknown[] | null = null;

  const restore = () => Object.assign(response, original);
  const decide = (status = response.statusCode) => {
    if (mode !== 'undecided') return mode;
    if (status === 304) response.removeHeader(CSP);
    const policy = response.getHeader(CSP);
    mode =
      request.method !== 'HEAD' && status !== 204 && status !== 304 && typeof policy === 'string' && isHtml(response) ? 'hold' : 'pass';
    if (mode === 'pass') restore();
    return mode;
  };
  const send = (original: string | Buffer, callback?: Callback) => {
    restore();
    let html = original;
    try {
      // The page's framework scripts start after its first paint, as on the export's pages (lib/site/paint-first.ts).
      const text = paintFirst(typeof original === 'string' ? original : original.toString('utf8'));
      html = text;
      const { hashes, unknown } = allowedScriptHashes(text);
      if (unknown.length > 0) onUnknown?.(unknown);
      const policy = response.getHeader(CSP);
      if (typeof policy === 'string') response.setHeader(CSP, withScriptHashes(policy, hashes));
    } catch (error) {
      // The page still goes out, under the policy without hashes: its scripts blocked, never allowed.
      console.error(`[csp] could not hash a page's inline scripts: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!response.headersSent) response.setHeader('Content-Length', Buffer.byteLength(html));
    if (head) (response.writeHead as (...args: unknown[]) => ServerResponse)(...head);
    return response.end(html, callback);
  };

  response.writeHead = function writeHead(this: ServerResponse, ...args: unknown[]) {
    if (decide(args[0] as number) === 'hold') {
      // Applied when the body is complete: Node merges its headers over those set with setHeader, as it would now.
      head = args;
      if (typeof args[0] === 'number') response.statusCode = args[0];
      return response;
    }
    return (original.writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
  response.flushHeaders = function flushHeaders(this: ServerResponse) {
    if (decide() === 'hold') return;
    return original.flushHeaders.call(this);
  };
  response.write = function write(this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    if (decide() === 'pass') return (original.write as (...a: unknown[]) => boolean).call(this, chunk, encoding, callback);
    chunks.push(toBuffer(chunk, encoding));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done as Callback);
    return true;
  } as Write;
  response.end = function end(this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function') as Callback | undefined;
    const data = typeof chunk === 'function' ? undefined : chunk;
    if (decide() === 'pass') return (original.end as (...a: unknown[]) => ServerResponse).call(this, chunk, encoding, callback);
    // A cached page arrives here whole, in one string, with nothing held before it.
    if (chunks.length === 0) return send(typeof data === 'string' ? data : data == null ? '' : toBuffer(data, encoding), done);
    if (data != null) chunks.push(toBuffer(data, typeof encoding === 'function' ? undefined : encoding));
    return send(Buffer.concat(chunks), done);
  } as End;
}

const REPORTED_LIMIT = 1_000;

/**
 * Installs the hook for every response this process serves from now on: Next's compression first, then the
 * hashing above it, so the hashing reads the HTML as Next writes it. Called first thing by instrumentation.ts; a
 * request that arrives before (while the server starts) keeps the policy without hashes, so its scripts are blocked,
 * never allowed. Each unknown script is reported once, by its hash.
 */
export function startResponsePolicies(report: (message: string) => void = console.warn) {
  const started = processSingleton('csp-response', () => ({ started: false }));
  if (started.started) return;
  started.started = true;
  const compress = compression();
  const reported = new Set<string>();
  const onUnknown = (path: string) => (scripts: UnknownScript[]) => {
    for (const { hash, text } of scripts) {
      if (reported.has(hash) || reported.size >= REPORTED_LIMIT) continue;
      reported.add(hash);
      report(
        `[csp] ${path}: an inline script of a shape lib/site/csp-inline.ts does not accept was left out of the policy (blocked): ${excerpt(text, 80)}`,
      );
    }
  };
  subscribe('http.server.request.start', (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    compress(request, response, () => {});
    // As Next does with its own: a client that leaves mid-answer would otherwise leave the zlib stream open.
    response.once('close', () => {
      if (!response.writableFinished) releaseCompressionStream(response);
    });
    hashInlineScripts(request, response, onUnknown((request.url ?? '/').split('?')[0] ?? '/'));
  });
}

/** What Next does on close (next/dist/server/lib/release-compression-stream.js): ends the middleware's zlib stream. */
function releaseCompressionStream(response: ServerResponse) {
  const noop = () => {};
  const stream: unknown = response.on('drain', noop);
  if (stream === response || !(stream instanceof Duplex)) {
    response.off('drain', noop);
    return;
  }
  stream.destroy();
}
