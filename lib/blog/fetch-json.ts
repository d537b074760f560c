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
};

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

async function errorCode(response: Response): Promise<{ code: string | null; detail: string }> {
  try {
    const body = (await response.json()) as { error?: unknown; message?: unknown };
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
  const { timeoutMs = 10_000, retries = 3, backoffMs = 250, fetchImpl = fetch, sleep = wait, next } = options;
  let lastError: FetchError | null = null;

  for (let attempt = 0; attempt <= retries; attempt += 1) {
    let delay = backoffMs * 2 ** attempt;
    try {
      const init: RequestInit = { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: 'application/json' } };
      const response = await fetchImpl(url, next ? { ...init, next } : init);
      if (response.ok) {
        try {
          return await response.json();
        } catch (cause) {
          throw new FetchError(`GET ${url} answered ${response.status} with a body that is not JSON`, url, response.status, null, { cause });
        }
      }
      const { code, detail } = await errorCode(response);
      const error = new FetchError(
        `GET ${url} failed: HTTP ${response.status}${detail ? ` (${detail})` : ''}`,
        url,
        response.status,
        code,
      );
      if (!isRetryable(response.status)) throw error;
      lastError = error;
      delay = retryAfterMs(response) ?? delay;
    } catch (cause) {
      if (cause instanceof FetchError) throw cause;
      const reason =
        cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError')
          ? `no answer within ${timeoutMs} ms`
          : `network error (${cause instanceof Error ? cause.message : String(cause)})`;
      lastError = new FetchError(`GET ${url} failed: ${reason}`, url, null, null, { cause });
    }
    if (attempt < retries) await sleep(delay);
  }

  const final = lastError as FetchError;
  throw new FetchError(`${final.message} after ${retries + 1} attempts`, url, final.status, final.code, { cause: final });
}
