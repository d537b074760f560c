/** @jest-environment node */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import compression from 'next/dist/compiled/compression';
import { policyDirective, sha256Source } from '@/test-support/csp';
import { paintFirst, paintFirstLoader } from '../site/paint-first';
import { allowedScriptHashes, hashInlineScripts, withScriptHashes } from './csp-response';

const INIT = '(self.__next_f=self.__next_f||[]).push([0])';
const push = (text: string) => `self.__next_f.push([1,${JSON.stringify(text)}])`;
const BOOTSTRAP =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/0a.js"],"runtimeModuleIds":[7]});';
const page = (body: string) => `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/></head><body>${body}</body></html>`;
const POLICY = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'";

describe('allowedScriptHashes', () => {
  it('hashes every inline script of a known shape, in document order, once each', () => {
    const html = page(
      `<script id="_R_">${BOOTSTRAP}</script><script>${INIT}</script><script>${push('a')}</script>` +
        `<script async="">${push('b')}</script><script>${push('a')}</script>`,
    );
    expect(allowedScriptHashes(html)).toEqual({
      hashes: [BOOTSTRAP, INIT, push('a'), push('b')].map(sha256Source),
      unknown: [],
    });
  });

  it('hashes the text as written: entities are not decoded inside a script, CRLF becomes LF', () => {
    const text = push('Tom &amp; Jerry <\\/b> &lt;');
    expect(allowedScriptHashes(page(`<script>${text}</script>`)).hashes).toEqual([sha256Source(text)]);
    expect(allowedScriptHashes(page(`<script>\r\n${INIT}</script>`)).unknown).toEqual([
      { hash: sha256Source(`\n${INIT}`), text: `\r\n${INIT}` },
    ]);
  });

  it("skips scripts with src and data blocks (JSON-LD, JSON without a nonce), whatever their attributes' quoting", () => {
    const html = page(
      `<script src="/_next/static/chunks/a.js" async=""></script><script src='/b.js'>${INIT}</script>` +
        `<script type="application/ld+json">{"@type":"Organization"}</script>` +
        `<script type="application/json" id="data">{"a":"</b>"}</script>` +
        `<script type='application/json'>{"b":1}</script><script data-x="a>b">${INIT}</script>`,
    );
    expect(allowedScriptHashes(html)).toEqual({ hashes: [sha256Source(INIT)], unknown: [] });
  });

  it('leaves out, and reports, any script of another shape: an injection is never allowed by hash', () => {
    const html = page(`<script>${INIT}</script><script>alert(document.cookie)</script><script>${push('x')};alert(1)</script>`);
    const { hashes, unknown } = allowedScriptHashes(html);
    expect(hashes).toEqual([sha256Source(INIT)]);
    expect(unknown.map(({ text }) => text)).toEqual(['alert(document.cookie)', `${push('x')};alert(1)`]);
    expect(unknown[0]!.hash).toBe(sha256Source('alert(document.cookie)'));
  });

  it('gives the same answer when asked again (shapes are remembered by hash)', () => {
    const html = page(`<script>${push('again')}</script><script>evil()</script>`);
    expect(allowedScriptHashes(html)).toEqual(allowedScriptHashes(html));
  });
});

describe('withScriptHashes', () => {
  it('adds the hashes to script-src only, keeping the other directives and their order', () => {
    const policy = withScriptHashes(POLICY, ["'sha256-a'", "'sha256-b'"]);
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
    );
  });

  it("keeps 'wasm-unsafe-eval' and adds a hash only once", () => {
    const policy = withScriptHashes("script-src 'self' 'wasm-unsafe-eval' 'sha256-a'", ["'sha256-a'", "'sha256-b'"]);
    expect(policyDirective(policy, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", "'sha256-a'", "'sha256-b'"]);
  });

  it("never loosens a policy without script-src, or one whose script-src is 'none'", () => {
    expect(withScriptHashes("default-src 'self'", ["'sha256-a'"])).toBe("default-src 'self'");
    expect(withScriptHashes("script-src 'none'", ["'sha256-a'"])).toBe("script-src 'none'");
    expect(withScriptHashes(POLICY, [])).toBe(POLICY);
  });
});

type Answer = { status: number; headers: IncomingMessage['headers']; body: Buffer };

/** A server whose handler writes as Next does, beneath the hook (and compression, as lib/server/csp-response.ts installs them). */
async function serve(handler: (request: IncomingMessage, response: ServerResponse) => void, unknown: string[] = []) {
  const compress = compression();
  const server = createServer((request, response) => {
    compress(request, response, () => {});
    hashInlineScripts(request, response, (scripts) => unknown.push(...scripts.map(({ text }) => text)));
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const get = (path = '/', headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      const call = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      });
      call.on('error', reject).end();
    });
  return { get, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const html = page(`<script>${INIT}</script><script>${push('é — ✓ '.repeat(300))}</script><script>evil()</script>`);
const expected = [sha256Source(INIT), sha256Source(push('é — ✓ '.repeat(300)))];

function sendAsCached(response: ServerResponse) {
  response.setHeader('Content-Security-Policy', POLICY);
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Content-Length', Buffer.byteLength(html));
  response.end(html);
}

describe('hashInlineScripts on a response', () => {
  it("adds a cached page's hashes to its one policy header and sends the page unchanged", async () => {
    const unknown: string[] = [];
    const server = await serve((_, response) => sendAsCached(response), unknown);
    try {
      const answer = await server.get();
      expect(answer.status).toBe(200);
      expect(answer.body.toString('utf8')).toBe(html);
      expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(html)));
      expect(policyDirective(String(answer.headers['content-security-policy']), 'script-src')).toEqual(["'self'", ...expected]);
      expect(unknown).toEqual(['evil()']);
    } finally {
      await server.close();
    }
  });

  it("starts a page's framework scripts after its first paint, the loader allowed by its hash", async () => {
    const chunk = '/_next/static/chunks/0mcqey-5p6pje.js';
    const withScripts = page(`<script>${INIT}</script>`).replace('</head>', `<script src="${chunk}" async=""></script></head>`);
    const server = await serve((_, response) => {
      response.setHeader('Content-Security-Policy', POLICY);
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end(withScripts);
    });
    try {
      const answer = await server.get();
      const body = answer.body.toString('utf8');
      expect(body).toBe(paintFirst(withScripts));
      expect(body).not.toContain(`<script src="${chunk}"`);
      expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(body)));
      expect(policyDirective(String(answer.headers['content-security-policy']), 'script-src')).toEqual([
        "'self'",
        sha256Source(INIT),
        sha256Source(paintFirstLoader([chunk])),
      ]);
    } finally {
      await server.close();
    }
  });

  it('holds a streamed page (headers flushed early, chunks cut mid-script and mid-character) until it ends', async () => {
    const server = await serve((_, response) => {
      response.setHeader('Content-Security-Policy', POLICY);
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.flushHeaders();
      const bytes = Buffer.from(html, 'utf8');
      const cut = [0, 50, 101, 102, 103, 777, 1500, bytes.length];
      let i = 0;
      const next = () => {
        if (i < cut.length - 2) {
          response.write(bytes.subarray(cut[i], cut[i + 1]));
          i += 1;
          setTimeout(next, 5);
        } else response.end(bytes.subarray(cut[i]));
      };
      next();
    });
    try {
      const answer = await server.get('/', { 'Accept-Encoding': 'gzip' });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(answer.body).toString('utf8')).toBe(html);
      expect(policyDirective(String(answer.headers['content-security-policy']), 'script-src')).toEqual(["'self'", ...expected]);
    } finally {
      await server.close();
    }
  });

  it('compresses beneath the hashing: a gzip answer carries the hashes of the HTML it decodes to', async () => {
    const server = await serve((_, response) => sendAsCached(response));
    try {
      const answer = await server.get('/', { 'Accept-Encoding': 'gzip' });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(answer.body).toString('utf8')).toBe(html);
      expect(policyDirective(String(answer.headers['content-security-policy']), 'script-src')).toEqual(["'self'", ...expected]);
    } finally {
      await server.close();
    }
  });

  it('leaves non-HTML answers and HEAD alone, and sends a 304 without a policy', async () => {
    const server = await serve((request, response) => {
      response.setHeader('Content-Security-Policy', POLICY);
      if (request.url === '/data') {
        response.setHeader('Content-Type', 'text/x-component');
        response.end(`<script>${INIT}</script>`);
      } else if (request.url === '/304') {
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.statusCode = 304;
        response.end();
      } else sendAsCached(response);
    });
    try {
      expect((await server.get('/data')).headers['content-security-policy']).toBe(POLICY);
      expect((await server.get('/', {}, 'HEAD')).headers['content-security-policy']).toBe(POLICY);
      const notModified = await server.get('/304');
      expect(notModified.status).toBe(304);
      expect(notModified.headers['content-security-policy']).toBeUndefined();
    } finally {
      await server.close();
    }
  });

  it('applies a status and headers given to writeHead once the page is complete', async () => {
    const server = await serve((_, response) => {
      response.setHeader('Content-Security-Policy', POLICY);
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.writeHead(404, { 'X-Extra': 'yes' });
      response.write(html.slice(0, 200));
      response.end(html.slice(200));
    });
    try {
      const answer = await server.get();
      expect(answer.status).toBe(404);
      expect(answer.headers['x-extra']).toBe('yes');
      expect(answer.body.toString('utf8')).toBe(html);
      expect(policyDirective(String(answer.headers['content-security-policy']), 'script-src')).toEqual(["'self'", ...expected]);
    } finally {
      await server.close();
    }
  });
});
