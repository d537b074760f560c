import * as z from 'zod/mini';

/**
 * The parts of the WordPress.com REST API's post objects this site reads (the list's ID, featured_image, title,
 * excerpt, date and categories; the article's title, content, featured_image, author.name and date: spec §3, §7),
 * so a malformed answer fails with a message instead of rendering `undefined`. `zod/mini` keeps the browser copy small.
 * Unknown fields are stripped; API quirks are accepted here and normalised in reshape.ts.
 */
const isoDate = z.iso.datetime({ offset: true });

/** What a post card shows: the browser's list call asks for these fields only (SUMMARY_FIELDS). */
export const wireSummarySchema = z.object({
  ID: z.int().check(z.positive()),
  date: isoDate,
  modified: z.optional(isoDate),
  /** HTML-encoded ('&#8217;', '&amp;'). */
  title: z.string(),
  excerpt: z.string(),
  /** '' (not null) when the post has none. */
  featured_image: z.optional(z.nullable(z.string())),
  /** An object keyed by category name; PHP encodes an empty one as []. */
  categories: z.optional(z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())])),
});

export const wirePostSchema = z.extend(wireSummarySchema, {
  content: z.string(),
  author: z.optional(z.union([z.object({ name: z.string() }), z.literal(false), z.null()])),
});

/** The API's `fields` parameter for a list of summaries (comma-separated post fields). */
export const SUMMARY_FIELDS = Object.keys(wireSummarySchema.shape).join(',');

/** Each post is checked on its own (parseList): one malformed post is skipped, not the whole list. */
const wireListShape = z.object({
  found: z.int().check(z.nonnegative()),
  posts: z.array(z.unknown()),
  /** `next_page` (pass back as `page_handle`) appears only when more posts exist. */
  meta: z.optional(z.object({ next_page: z.optional(z.string()) })),
});

export type WireSummary = z.infer<typeof wireSummarySchema>;
export type WirePost = z.infer<typeof wirePostSchema>;
export type WireList<Post = WirePost> = Omit<z.infer<typeof wireListShape>, 'posts'> & {
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

type Issue = { path: PropertyKey[]; message: string; code?: string };

function describe(issues: readonly Issue[]): string {
  const shown = issues.slice(0, 5).map((issue) => {
    const path = issue.path.map(String).join('.') || '(root)';
    return `${path}: ${issue.message}${issue.code ? ` (${issue.code})` : ''}`;
  });
  const more = issues.length > shown.length ? `; and ${issues.length - shown.length} more` : '';
  return shown.join('; ') + more;
}

function parseWith<T>(schema: z.ZodMiniType<T>, data: unknown, source: string): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new BlogDataError(`Unexpected response from ${source}: ${describe(result.error.issues)}`);
  return result.data;
}

function postId(post: unknown): number | null {
  const id = post && typeof post === 'object' ? (post as { ID?: unknown }).ID : undefined;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Validates a list response (`GET /rest/v1.1/sites/{site}/posts`); `source` names the URL in errors. A list
 * that is malformed as a whole throws. A malformed post is left out with a warning naming its ID and fields
 * (README, "Choices"): one bad post in WordPress must not stop every deploy of the site, nor hide the others.
 */
export function parseList(data: unknown, source: string, warn: (message: string) => void = console.warn): WireList {
  return parseListOf(wirePostSchema, data, source, warn);
}

/** A list asked for with `fields=SUMMARY_FIELDS` (the browser's revalidation): summaries, no content. */
export function parseSummaryList(data: unknown, source: string, warn: (message: string) => void = console.warn): WireList<WireSummary> {
  return parseListOf(wireSummarySchema, data, source, warn);
}

function parseListOf<Post>(schema: z.ZodMiniType<Post>, data: unknown, source: string, warn: (message: string) => void): WireList<Post> {
  const list = parseWith(wireListShape, data, source);
  const posts: Post[] = [];
  const skippedIds: number[] = [];
  list.posts.forEach((raw, index) => {
    const result = schema.safeParse(raw);
    if (result.success) return posts.push(result.data);
    const id = postId(raw);
    if (id !== null) skippedIds.push(id);
    warn(`[blog] Skipped post ${id ?? `#${index + 1} (no valid ID)`} from ${source}: ${describe(result.error.issues)}`);
  });
  return { ...list, posts, skippedIds };
}

/** Validates a single post (`GET /rest/v1/sites/{site}/posts/{id}`). */
export function parsePost(data: unknown, source: string): WirePost {
  return parseWith(wirePostSchema, data, source);
}
