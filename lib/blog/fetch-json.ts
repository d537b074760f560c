import { processSingleton } from '@/lib/util/process-singleton.mjs';

/*
 * The blog's HTTP client: one JSON GET with a timeout per attempt, retries with backoff, a size cap and errors that
 * name the URL and status (fetchJson). The WordPress.com endpoints the site reads with it are in ./api.ts.
 */

/** An HTTP or network failure, naming the URL and (when there was an answer) the status. */
export class FetchError extends Error {
  constructor(
    message: string,
    readonly url: string,
    readonly status: number | null,
    /** WordPress.com's error code, e.g. 'unknown_post'. */
    readonly code: string | null = null,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'FetchError';
  }
}

export type FetchJsonOptions = {
  /** Per attempt. */
  timeoutMs?: number;
  /** Extra attempts after the first, for network errors, timeouts, 5xx and 429 only. */
  retries?: number;
  /** First retry delay; doubles on each retry. */
  backoffMs?: number;
  fetchImpl?: typeof fetch;
  /** Next's data-cache options (server mode's revalidation window and tags); the export ignores them. */
  next?: NextFetchRequestConfig;
  sleep?: (ms: number) => Promise<void>;
  /** The largest body read, in bytes (decoded); a larger answer fails at once instead of filling memory. */
  maxBytes?: number;
  /**
   * The caller's cancellation (the browser left the page that asked): the attempt in flight stops, no retry
   * follows, and the call rejects with the signal's reason.
   */
  signal?: AbortSignal;
  /** Sent with every attempt besides Accept (the drafts preview's `Authorization: Bearer`). */
  headers?: Record<string, string>;
};

/**
 * One attempt's signal: its timeout, and the caller's cancellation when there is one. Combined by hand because
 * AbortSignal.any is newer than the browsers the site supports (Safari 17.4).
 */
function attemptSignal(timeoutMs: number, cancel?: AbortSignal): { signal: AbortSignal; release: () => void } {
  const timeout = AbortSignal.timeout(timeoutMs);
  if (!cancel) return { signal: timeout, release: () => {} };
  const controller = new AbortController();
  const fromTimeout = () => controller.abort(timeout.reason);
  const fromCaller = () => controller.abort(cancel.reason);
  timeout.addEventListener('abort', fromTimeout, { once: true });
  cancel.addEventListener('abort', fromCaller, { once: true });
  return {
    signal: controller.signal,
    release: () => {
      timeout.removeEventListener('abort', fromTimeout);
      cancel.removeEventListener('abort', fromCaller);
    },
  };
}

/**
 * Who hears of answers the site cannot read: the server's metrics (lib/server/observability/wpcom.ts), in another bundle
 * than the pages that fetch; the build and the browser have no listener.
 */
const invalidAnswers = () => processSingleton('wpcom-invalid-answer', () => ({ listener: null as (() => void) | null }));

export function onInvalidAnswer(listener: () => void) {
  invalidAnswers().listener = listener;
}

function reportInvalidAnswer() {
  invalidAnswers().listener?.();
}

/** Runs a parser over an API answer, reporting an answer it rejects. */
export function parsed<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    reportInvalidAnswer();
    throw error;
  }
}

/** A page of 100 posts with their content is well under 10 MB; a larger answer is not one the site can use. */
const DEFAULT_MAX_BYTES = 10_000_000;
const ERROR_BODY_MAX_BYTES = 64_000;

function tooLarge(url: string, status: number, maxBytes: number): FetchError {
  return new FetchError(`GET ${url} answered more than ${maxBytes} bytes, the limit for this call`, url, status, 'response_too_large');
}

function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** The body as text, read no further than `maxBytes` (a Content-Length over it is refused before reading). */
async function readCapped(response: Response, url: string, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw tooLarge(url, response.status, maxBytes);
  }
  if (!response.body) {
    const text = await response.text();
    if (text.length * 3 > maxBytes && utf8Length(text) > maxBytes) throw tooLarge(url, response.status, maxBytes);
    return text;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge(url, response.status, maxBytes);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

const MAX_RETRY_AFTER_MS = 10_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isRetryable(status: number): boolean {
  return status === 429 || status >= 500;
}

function retryAfterMs(response: Response): number | null {
  const header = response.headers.get('retry-after');
  const seconds = header === null ? NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : null;
}

async function errorCode(response: Response, url: string): Promise<{ code: string | null; detail: string }> {
  try {
    const body = JSON.parse(await readCapped(response, url, ERROR_BODY_MAX_BYTES)) as { error?: unknown; message?: unknown };
    const code = typeof body.error === 'string' ? body.error : null;
    const message = typeof body.message === 'string' ? body.message : null;
    return { code, detail: [code, message].filter(Boolean).join(': ') };
  } catch {
    return { code: null, detail: '' };
  }
}

/**
 * GET a JSON document with a timeout per attempt and exponential backoff. Client errors (4xx other than 429)
 * fail at once: retrying cannot fix them. The thrown FetchError names the URL, the status and the attempts.
 */
export async function fetchJson(url: string, options: FetchJsonOptions = {}): Promise<unknown> {
  const {
    timeoutMs = 10_000,
    retries = 3,
    backoffMs = 250,
    fetchImpl = fetch,
    sleep = wait,
    next,
    maxBytes = DEFAULT_MAX_BYTES,
    signal: cancel,
    headers = {},
  } = options;
  let lastError: FetchError | null = null;

  for (let attempt = 0; attempt <= retries; attempt += 1) {
    cancel?.throwIfAborted();
    let delay = backoffMs * 2 ** attempt;
    const { signal, release } = attemptSignal(timeoutMs, cancel);
    try {
      const init: RequestInit = { signal, headers: { ...headers, Accept: 'application/json' } };
      const response = await fetchImpl(url, next ? { ...init, next } : init);
      if (response.ok) {
        const text = await readCapped(response, url, maxBytes);
        try {
          return JSON.parse(text) as unknown;
        } catch (cause) {
          reportInvalidAnswer();
          throw new FetchError(`GET ${url} answered ${response.status} with a body that is not JSON`, url, response.status, null, {
            cause,
          });
        }
      }
      const { code, detail } = await errorCode(response, url);
      const error = new FetchError(`GET ${url} failed: HTTP ${response.status}${detail ? ` (${detail})` : ''}`, url, response.status, code);
      if (!isRetryable(response.status)) throw error;
      lastError = error;
      delay = retryAfterMs(response) ?? delay;
    } catch (cause) {
      if (cause instanceof FetchError) throw cause;
      cancel?.throwIfAborted();
      const reason =
        cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError')
          ? `no answer within ${timeoutMs} ms`
          : `network error (${cause instanceof Error ? cause.message : String(cause)})`;
      lastError = new FetchError(`GET ${url} failed: ${reason}`, url, null, null, { cause });
    } finally {
      release();
    }
    if (attempt < retries) await sleep(delay);
  }
  cancel?.throwIfAborted();

  const final = lastError as FetchError;
  throw new FetchError(`${final.message} after ${retries + 1} attempts`, url, final.status, final.code, { cause: final });
}
