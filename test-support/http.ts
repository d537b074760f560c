/**
 * The HTTP client of the Node server tests (e2e/server/*.test.ts, node:test, no browser): Node's fetch, answering
 * the way Playwright's `request` did for the specs these tests were (redirects followed unless `redirect:
 * 'manual'`, `json` sent as application/json, a 30 s limit), with the body read at once; `once` where the
 * connection itself matters; and `eventually`, expect.poll's counterpart.
 */
import assert from 'node:assert/strict';
import { Agent, get as httpGet, type IncomingHttpHeaders } from 'node:http';

export type Answer = {
  status: number;
  headers: Headers;
  text: string;
  json: <T = unknown>() => T;
};

type Options = {
  headers?: Record<string, string>;
  /** A body sent as JSON; none when unset. */
  json?: unknown;
  redirect?: 'follow' | 'manual';
  timeoutMs?: number;
};

async function call(
  method: string,
  url: string,
  { headers = {}, json, redirect = 'follow', timeoutMs = 30_000 }: Options,
): Promise<Answer> {
  const response = await fetch(url, {
    method,
    redirect,
    headers: json === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: json === undefined ? undefined : JSON.stringify(json),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: <T>() => JSON.parse(text) as T };
}

export const get = (url: string, options: Options = {}) => call('GET', url, options);
export const post = (url: string, options: Options = {}) => call('POST', url, options);

/** A page's HTML, from an answer of its own with status 200 (a redirect is not followed, so it fails). */
export async function html(url: string): Promise<string> {
  const answer = await get(url, { redirect: 'manual' });
  assert.equal(answer.status, 200, url);
  return answer.text;
}

/** A page (or any text) holds `part`; the message names what was looked for, not the whole page. */
export const assertIncludes = (text: string, part: string, what = 'the text') =>
  assert.ok(text.includes(part), `${what} should contain ${JSON.stringify(part)}`);

/** A page (or any text) does not hold `part`. */
export const assertExcludes = (text: string, part: string, what = 'the text') =>
  assert.ok(!text.includes(part), `${what} should not contain ${JSON.stringify(part)}`);

/** Every value a header came with: fetch joins repeated headers with ", ", which no URL or single policy contains. */
export const headerValues = (answer: Answer, name: string): string[] => answer.headers.get(name)?.split(', ') ?? [];

/**
 * A permanent redirect (308: search engines move the old address to the new one) to `to` and nowhere else. Next
 * repeats a cached redirect's Location header (same value), which browsers accept.
 */
export function expectPermanentRedirect(answer: Answer, to: string, what = 'the redirect') {
  assert.equal(answer.status, 308, what);
  assert.deepEqual(new Set(headerValues(answer, 'location')), new Set([to]), what);
}

const keptAlive = new Agent({ keepAlive: true });

/**
 * GET with Node's own client and no header but `headers` (fetch adds `Cache-Control: no-cache` to a conditional
 * request, which a server must then answer in full), on a connection of its own, closed after the answer (as a
 * probe or a new client makes), or with `keepAlive` on one kept open after it (as a proxy's pool does). Never
 * rejected: status 0 for no answer within 60 s.
 */
export function once(
  url: string,
  { headers = {}, keepAlive = false }: { headers?: Record<string, string>; keepAlive?: boolean } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve) => {
    const failed = (error: unknown) => resolve({ status: 0, headers: {}, body: String(error) });
    const call = httpGet(url, { headers, agent: keepAlive ? keptAlive : false, timeout: 60_000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      response.on('error', failed);
    });
    call.on('timeout', () => call.destroy(new Error('no answer within 60 s')));
    call.on('error', failed);
  });
}

/**
 * Reads `read()` until `check` accepts its value (returns without throwing), every `intervalMs`, and returns that
 * value; after `timeoutMs`, fails with the last rejection. A read that throws is tried again, as expect.poll does.
 */
export async function eventually<T>(
  read: () => T | Promise<T>,
  check: (value: T) => void,
  { timeoutMs = 5_000, intervalMs = 250 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await read();
      check(value);
      return value;
    } catch (error) {
      if (Date.now() + intervalMs > deadline) {
        throw Object.assign(new Error(`not within ${timeoutMs / 1000} s: ${(error as Error).message}`), { cause: error });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
