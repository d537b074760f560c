import * as v from 'valibot';
import { articleUrl, fetchJson, FetchError, listUrl, type BlogApi, type FetchJsonOptions } from '../api';
import { isoDate, parsePost, type WirePost } from '../schema';
import type { ApiToken, DraftsConfig } from './oauth';
import { prettyPath, type DraftParent } from './pages';

/*
 * The drafts page's API calls. The token travels in an Authorization header to the configured API origin only
 * (`config.apiBase`, the same origin the page policy's connect-src allows), never in an address.
 */

/** The statuses the list shows: drafts, posts waiting for review and scheduled posts. */
const DRAFT_STATUSES = 'draft,pending,future';

/** Posts and WordPress pages, each asked for on its own (the API lists one `type` per call). */
const DRAFT_TYPES = ['post', 'page'] as const;

const authorSchema = v.optional(v.union([v.object({ name: v.string() }), v.literal(false), v.null()]));

const draftSummarySchema = v.object({
  ID: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  title: v.string(),
  status: v.string(),
  date: isoDate,
  modified: isoDate,
  author: authorSchema,
  /** 'post' or 'page' (absent: a post). */
  type: v.optional(v.string()),
});

export type WireDraftSummary = v.InferOutput<typeof draftSummarySchema>;
/** A page's draft also carries its slug, URL and parent (null for a post or a top-level page). */
export type WireDraft = WirePost & {
  status: string;
  siteId: number | null;
  type?: string;
  slug?: string;
  URL?: string;
  parent?: DraftParent | null;
};

const draftExtras = v.object({
  status: v.optional(v.string()),
  site_ID: v.optional(v.number()),
  type: v.optional(v.string()),
  slug: v.optional(v.string()),
  URL: v.optional(v.string()),
  /** `false`, or the parent page `{ID, title}`. */
  parent: v.optional(v.fallback(v.nullable(v.object({ ID: v.number(), title: v.optional(v.string()) })), null)),
});
const parentExtras = v.object({ status: v.optional(v.string()), URL: v.optional(v.string()), slug: v.optional(v.string()) });

const draftListShape = v.object({ found: v.number(), posts: v.array(v.unknown()) });
const siteSchema = v.object({ ID: v.number(), name: v.optional(v.string()), URL: v.optional(v.string()) });
export type WireSite = v.InferOutput<typeof siteSchema>;

/** Why a call failed, in terms of what the editor can do about it. */
export type DraftsErrorKind = 'signed-out' | 'unavailable' | 'not-found';

export class DraftsError extends Error {
  constructor(
    readonly kind: DraftsErrorKind,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'DraftsError';
  }
}

/** A post with its content is far below this (the same cap as the browser's refresh). */
const MAX_BYTES = 4_000_000;

/**
 * Never from or into a cache: not the browser's HTTP cache, nor (in server mode, where the server fetches for
 * one editor's session) Next's data cache, which every visitor's render shares.
 */
const uncached: typeof fetch = (input, init) => fetch(input, { ...init, cache: 'no-store' });

function api(config: DraftsConfig, token: ApiToken | null, signal?: AbortSignal): BlogApi {
  const fetchOptions: FetchJsonOptions = { maxBytes: MAX_BYTES, signal, retries: 1, timeoutMs: 15_000, fetchImpl: uncached };
  if (token) fetchOptions.headers = { Authorization: `Bearer ${token.accessToken}` };
  return { base: config.apiBase, site: config.site, fetchOptions };
}

/** 401/403: the token expired, was revoked or never covered this site; 404: no such post here; else the API is down. */
function classify(error: unknown): DraftsError {
  if (error instanceof DraftsError) return error;
  if (error instanceof FetchError) {
    if (error.status === 401 || error.status === 403) return new DraftsError('signed-out', error.message, { cause: error });
    if (error.status === 404) return new DraftsError('not-found', error.message, { cause: error });
  }
  if (error instanceof Error && error.name === 'AbortError') throw error;
  return new DraftsError('unavailable', error instanceof Error ? error.message : String(error), { cause: error });
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw classify(error);
  }
}

/** A site's id, name and address: `GET /rest/v1.1/sites/{site}`. */
export function fetchSite(config: DraftsConfig, site: string, token: ApiToken | null, signal?: AbortSignal): Promise<WireSite> {
  const { base, fetchOptions } = api(config, token, signal);
  const url = `${base}/rest/v1.1/sites/${encodeURIComponent(site)}?fields=ID,name,URL`;
  return call(async () => v.parse(siteSchema, await fetchJson(url, fetchOptions)));
}

/** Drafts, pending and scheduled posts and pages, the most recently changed first. */
export function fetchDrafts(config: DraftsConfig, token: ApiToken, signal?: AbortSignal): Promise<WireDraftSummary[]> {
  const blog = api(config, token, signal);
  const base = `${listUrl(blog, { number: 100, fields: Object.keys(draftSummarySchema.entries).join(',') })}&status=${DRAFT_STATUSES}&order_by=modified&order=DESC`;
  return call(async () => {
    const lists = await Promise.all(DRAFT_TYPES.map((type) => fetchJson(`${base}&type=${type}`, blog.fetchOptions)));
    const posts = lists.flatMap((answer, index) =>
      v.parse(draftListShape, answer).posts.flatMap((raw) => {
        const result = v.safeParse(draftSummarySchema, raw);
        return result.success ? [{ ...result.output, type: result.output.type ?? DRAFT_TYPES[index] }] : [];
      }),
    );
    return posts.sort((a, b) => Date.parse(b.modified) - Date.parse(a.modified) || b.ID - a.ID);
  });
}

/** One post by id, whatever its status; a post of another site or none at all is a 'not-found' DraftsError. */
export function fetchDraft(config: DraftsConfig, token: ApiToken, id: number, signal?: AbortSignal): Promise<WireDraft> {
  const blog = api(config, token, signal);
  const url = articleUrl(blog, id);
  return call(async () => {
    const data = await fetchJson(url, blog.fetchOptions);
    const post = parsePost(data, url);
    const extras = v.safeParse(draftExtras, data);
    const { status = 'publish', site_ID = null, type, slug, URL, parent = null } = extras.success ? extras.output : {};
    const draft: WireDraft = { ...post, status, siteId: site_ID };
    if (type !== 'page') return draft;
    return { ...draft, type, slug, URL, parent: parent && (await fetchParent(blog, parent)) };
  });
}

/**
 * A page's parent, published or not: its status and path (its URL's, else its slug: a grandparent's slug is not
 * read, so a grandchild's taken path is checked on its parent's own path).
 */
async function fetchParent(blog: BlogApi, parent: { ID: number; title?: string }): Promise<DraftParent> {
  const found: DraftParent = { ID: parent.ID, title: parent.title ?? '', status: null, path: null };
  try {
    const data = await fetchJson(`${articleUrl(blog, parent.ID)}?fields=ID,status,URL,slug`, blog.fetchOptions);
    const extras = v.safeParse(parentExtras, data);
    if (!extras.success) return found;
    const { status = null, URL, slug } = extras.output;
    return { ...found, status, path: prettyPath(URL) ?? (slug ? `/${slug}` : null) };
  } catch (error) {
    // A parent that is gone (404) is as unpublished as a draft one; anything else fails the preview as usual.
    if (error instanceof FetchError && error.status === 404) return found;
    throw error;
  }
}
