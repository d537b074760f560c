import { processSingleton } from '@/lib/process-singleton.mjs';
import {
  BlogDataError,
  parseList,
  parsePost,
  parseSummaryList,
  SUMMARY_FIELDS,
  type WireList,
  type WirePost,
  type WireSummary,
} from './schema';

/*
 * The blog's HTTP client: one JSON GET with a timeout per attempt, retries with backoff, a size cap and errors that
 * name the URL and status (fetchJson), and the WordPress.com REST endpoints the site reads with it.
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
 * Who hears of answers the site cannot read: the server's metrics (lib/observability/wpcom.ts), in another bundle
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
function parsed<T>(parse: () => T): T {
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

/** The API refuses more than 100 posts per page (400 invalid_number). */
export const MAX_PAGE_SIZE = 100;

export type BlogApi = { base: string; site: string; fetchOptions?: FetchJsonOptions };

type ListParams = {
  number?: number;
  page?: number;
  page_handle?: string;
  fields?: string;
  category?: string;
  /** 'page' lists WordPress pages instead of posts (the same endpoint, paged the same way). */
  type?: 'page';
};

/** The post list: `GET {base}/rest/v1.1/sites/{site}/posts`. */
export function listUrl({ base, site }: BlogApi, params: ListParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
  const qs = query.toString();
  return `${base}/rest/v1.1/sites/${encodeURIComponent(site)}/posts${qs ? `?${qs}` : ''}`;
}

/** One post: `GET {base}/rest/v1/sites/{site}/posts/{id}` (v1, not the list's v1.1, on purpose). */
export function articleUrl({ base, site }: BlogApi, id: number): string {
  return `${base}/rest/v1/sites/${encodeURIComponent(site)}/posts/${id}`;
}

/** Parses one page of a list: the posts' parser, or the pages' for `type=page` (lib/wp-pages/schema.ts). */
type ListParser<Post> = (data: unknown, source: string) => WireList<Post>;

async function getList<Post>(api: BlogApi, params: ListParams, parse: ListParser<Post>): Promise<WireList<Post>> {
  const url = listUrl(api, params);
  const answer = await fetchJson(url, api.fetchOptions);
  return parsed(() => parse(answer, url));
}

/**
 * The first page of the post list (the browser's revalidation), with only the fields a card shows:
 * no content, which is most of a post's weight.
 */
export async function fetchLatestPosts(api: BlogApi): Promise<WireList<WireSummary>> {
  const url = listUrl(api, { fields: SUMMARY_FIELDS });
  const answer = await fetchJson(url, api.fetchOptions);
  return parsed(() => parseSummaryList(answer, url));
}

/**
 * One page of the list as the browser refreshes an older page or a category archive:
 * `page=N&number=20`, with `category={slug}` on an archive.
 */
export async function fetchPostsPage(
  api: BlogApi,
  params: Pick<ListParams, 'number' | 'page' | 'category'>,
): Promise<WireList<WireSummary>> {
  const url = listUrl(api, { ...params, fields: SUMMARY_FIELDS });
  const answer = await fetchJson(url, api.fetchOptions);
  return parsed(() => parseSummaryList(answer, url));
}

/**
 * The most list pages the build reads (10,000 posts at 100 a page, ten times the largest blog benchmarked): a
 * bound on the requests whatever `found` claims, for an API that keeps inventing posts.
 */
export const MAX_PAGES = 100;

/**
 * Every post, newest first (the build). Pages of 100 follow `meta.next_page` through `page_handle`, which stays
 * stable while posts are published; an API that sends no handle is paged with `page` instead. Duplicates are
 * dropped by ID. `found` is only a hint: the loop ends when the API has no more pages (no handle, an empty page,
 * `found` reached, or one page past what `found` implies), and fails, naming the URL, when the API repeats itself
 * (a page that adds no new ID, a handle it already sent) or runs past MAX_PAGES. Failing rather than keeping the
 * posts read so far is deliberate (docs/decisions.md, "A looping or lying API fails the build too"): a truncated blog would deploy without anyone noticing,
 * whereas a failed build keeps the last good deployment online.
 */
export async function fetchAllPosts(api: BlogApi): Promise<WirePost[]> {
  return fetchAllOf(api, {}, parseList);
}

/** Every item of one list (`type=page` with the pages' parser: lib/wp-pages/source.ts), paged as fetchAllPosts. */
export async function fetchAllOf<Post extends { ID: number }>(
  api: BlogApi,
  query: Pick<ListParams, 'type'>,
  parse: ListParser<Post>,
): Promise<Post[]> {
  const first = await getList(api, { ...query, number: MAX_PAGE_SIZE }, parse);
  const posts = new Map<number, Post>();
  const seen = new Set<number>();
  /** How many IDs the page adds (skipped malformed posts count, so a page of them is not "repeating"). */
  const add = (list: WireList<Post>) => {
    const before = seen.size;
    list.skippedIds.forEach((id) => seen.add(id));
    list.posts.forEach((post) => {
      seen.add(post.ID);
      if (!posts.has(post.ID)) posts.set(post.ID, post);
    });
    return seen.size - before;
  };
  add(first);

  // One page more than `found` implies, in case posts are published while the build pages through.
  const expectedPages = Math.ceil(first.found / MAX_PAGE_SIZE) + 1;
  let handle = first.meta?.next_page;
  const byPageNumber = !handle;
  const handles = new Set<string>();
  for (let page = 2; page <= expectedPages && seen.size < first.found; page += 1) {
    if (!byPageNumber && !handle) break;
    if (page > MAX_PAGES) {
      throw new BlogDataError(
        `${listUrl(api, query)} claims ${first.found} posts; the build reads at most ${MAX_PAGES} pages of ${MAX_PAGE_SIZE} and stopped with ${posts.size}`,
      );
    }
    if (handle) handles.add(handle);
    const params = byPageNumber ? { ...query, number: MAX_PAGE_SIZE, page } : { ...query, number: MAX_PAGE_SIZE, page_handle: handle };
    const next = await getList(api, params, parse);
    if (next.posts.length + next.skippedIds.length === 0) break;
    if (add(next) === 0) {
      throw new BlogDataError(`${listUrl(api, params)} (page ${page}) repeats posts of earlier pages and adds none: the API is looping`);
    }
    if (byPageNumber) continue;
    handle = next.meta?.next_page;
    if (handle && handles.has(handle)) {
      throw new BlogDataError(`${listUrl(api, params)} (page ${page}) answered a next_page handle it already sent: the API is looping`);
    }
  }
  return [...posts.values()];
}

/** One post by id; null when the API says it does not exist (404 unknown_post). */
export async function fetchArticle(api: BlogApi, id: number): Promise<WirePost | null> {
  const url = articleUrl(api, id);
  try {
    const answer = await fetchJson(url, api.fetchOptions);
    return parsed(() => parsePost(answer, url));
  } catch (error) {
    if (error instanceof FetchError && error.status === 404 && error.code === 'unknown_post') return null;
    throw error;
  }
}
