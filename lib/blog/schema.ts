import * as v from 'valibot';

/**
 * The parts of the WordPress.com REST API's post objects this site reads (the list's ID, featured_image, title,
 * excerpt, date, categories and tags; the article's title, content, featured_image, author.name and date),
 * so a malformed answer fails with a message instead of rendering `undefined`. Valibot, not zod: the browser's
 * refresh validates with this module, and valibot's per-function exports cost ~2 KB there where zod/mini's core cost
 * ~25 KB gzip and a long task under a throttled CPU.
 * Unknown fields are stripped; API quirks are accepted here and normalised in reshape.ts.
 */
export const isoDate = v.pipe(v.string(), v.isoTimestamp());

const dimension = v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(100_000));

const postThumbnailSchema = v.object({
  URL: v.string(),
  width: v.optional(dimension),
  height: v.optional(dimension),
  mime_type: v.optional(v.string()),
});

/** What a post card shows: the browser's list call asks for these fields only (SUMMARY_FIELDS). */
const wireSummarySchema = v.object({
  ID: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  date: isoDate,
  modified: v.optional(isoDate),
  /** HTML-encoded ('&#8217;', '&amp;'). */
  title: v.string(),
  excerpt: v.string(),
  /** '' (not null) when the post has none. */
  featured_image: v.optional(v.nullable(v.string())),
  /**
   * The featured image's attachment: its size gives the card and the article their real width and height. A
   * malformed one counts as absent (the post still shows, with the fallback aspect-ratio box).
   */
  post_thumbnail: v.optional(v.fallback(v.nullable(postThumbnailSchema), null)),
  /** An object keyed by category name; PHP encodes an empty one as [] (tried first: a record accepts arrays). */
  categories: v.optional(v.union([v.array(v.unknown()), v.record(v.string(), v.unknown())])),
});

const wirePostSchema = v.object({
  ...wireSummarySchema.entries,
  /**
   * Shaped like categories (`{name: {ID, name, slug, post_count}}`, [] for none). Read by the build (the tag
   * archives) and the article; not a summary field, so the browser's list refresh does not download them.
   */
  tags: v.optional(v.union([v.array(v.unknown()), v.record(v.string(), v.unknown())])),
  content: v.string(),
  author: v.optional(v.union([v.object({ name: v.string() }), v.literal(false), v.null()])),
});

/** The API's `fields` parameter for a list of summaries (comma-separated post fields). */
export const SUMMARY_FIELDS = Object.keys(wireSummarySchema.entries).join(',');

/** Each post is checked on its own (parseList): one malformed post is skipped, not the whole list. */
const wireListShape = v.object({
  found: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  posts: v.array(v.unknown()),
  /** `next_page` (pass back as `page_handle`) appears only when more posts exist. */
  meta: v.optional(v.object({ next_page: v.optional(v.string()) })),
});

export type WireSummary = v.InferOutput<typeof wireSummarySchema>;
export type WirePost = v.InferOutput<typeof wirePostSchema>;
export type WireList<Post = WirePost> = Omit<v.InferOutput<typeof wireListShape>, 'posts'> & {
  posts: Post[];
  /** IDs of the malformed posts left out (when they had a usable ID). */
  skippedIds: number[];
};

export class BlogDataError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BlogDataError';
  }
}

function describe(issues: readonly v.BaseIssue<unknown>[]): string {
  const shown = issues.slice(0, 5).map((issue) => {
    const path = issue.path?.map((item) => String(item.key)).join('.') || '(root)';
    return `${path}: ${issue.message}`;
  });
  const more = issues.length > shown.length ? `; and ${issues.length - shown.length} more` : '';
  return shown.join('; ') + more;
}

type Schema<T> = v.GenericSchema<unknown, T>;

function parseWith<T>(schema: Schema<T>, data: unknown, source: string): T {
  const result = v.safeParse(schema, data);
  if (!result.success) throw new BlogDataError(`Unexpected response from ${source}: ${describe(result.issues)}`);
  return result.output;
}

function postId(post: unknown): number | null {
  const id = post && typeof post === 'object' ? (post as { ID?: unknown }).ID : undefined;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Validates a list response (`GET /rest/v1.1/sites/{site}/posts`); `source` names the URL in errors. A list
 * that is malformed as a whole throws. A malformed post is left out with a warning naming its ID and fields
 * (docs/decisions.md, "One malformed post is skipped"): one bad post in WordPress must not stop every deploy of the site, nor hide the others.
 */
export function parseList(data: unknown, source: string, warn: (message: string) => void = console.warn): WireList {
  return parseListOf(wirePostSchema, data, source, warn);
}

/** A list asked for with `fields=SUMMARY_FIELDS` (the browser's revalidation): summaries, no content. */
export function parseSummaryList(data: unknown, source: string, warn: (message: string) => void = console.warn): WireList<WireSummary> {
  return parseListOf(wireSummarySchema, data, source, warn);
}

/** A list whose items `schema` checks one by one (the posts' lists above; the pages' in lib/wp-pages/schema.ts). */
export function parseListOf<Post>(schema: Schema<Post>, data: unknown, source: string, warn: (message: string) => void): WireList<Post> {
  const list = parseWith(wireListShape, data, source);
  const posts: Post[] = [];
  const skippedIds: number[] = [];
  list.posts.forEach((raw, index) => {
    const result = v.safeParse(schema, raw);
    if (result.success) return posts.push(result.output);
    const id = postId(raw);
    if (id !== null) skippedIds.push(id);
    warn(`[blog] Skipped post ${id ?? `#${index + 1} (no valid ID)`} from ${source}: ${describe(result.issues)}`);
  });
  return { ...list, posts, skippedIds };
}

/** Validates a single post (`GET /rest/v1/sites/{site}/posts/{id}`). */
export function parsePost(data: unknown, source: string): WirePost {
  return parseWith(wirePostSchema, data, source);
}
