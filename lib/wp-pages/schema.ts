import * as v from 'valibot';
import { isoDate, parseListOf, type WireList } from '@/lib/blog/schema';

/**
 * The parts of a WordPress page the site reads (`GET /rest/v1.1/sites/{site}/posts?type=page`): the same object
 * as a post, plus where it sits (`URL`, `slug`, `parent`, `menu_order`). Kept apart from the view type
 * (types.ts); unknown fields are stripped, and a malformed page is left out with a warning, as a post is.
 */
const id = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
const dimension = v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(100_000));

/** `false` for a top-level page, else the parent's id, type, link and (HTML-encoded) title. */
const parentSchema = v.union([
  v.literal(false),
  v.null(),
  v.object({ ID: id, type: v.optional(v.string()), link: v.optional(v.string()), title: v.optional(v.string()) }),
]);

const wirePageSchema = v.object({
  ID: id,
  /** 'page'; an answer listing posts by mistake is caught by source.ts. */
  type: v.optional(v.string(), 'page'),
  /** 'publish' on the public list; the drafts preview also sees 'draft', 'pending' and 'future'. */
  status: v.optional(v.string(), 'publish'),
  date: isoDate,
  modified: v.optional(isoDate),
  /** HTML-encoded, as for posts. */
  title: v.string(),
  slug: v.string(),
  /** The page's public address on WordPress: its path is the site's path for it. */
  URL: v.string(),
  parent: v.optional(v.fallback(parentSchema, false), false),
  menu_order: v.optional(v.fallback(v.pipe(v.number(), v.safeInteger()), 0), 0),
  excerpt: v.string(),
  content: v.string(),
  featured_image: v.optional(v.nullable(v.string())),
  post_thumbnail: v.optional(
    v.fallback(
      v.nullable(
        v.object({ URL: v.string(), width: v.optional(dimension), height: v.optional(dimension), mime_type: v.optional(v.string()) }),
      ),
      null,
    ),
  ),
});

export type WirePage = v.InferOutput<typeof wirePageSchema>;

/** One page of the list; `source` names the URL in messages. */
export function parsePageList(data: unknown, source: string, warn: (message: string) => void = console.warn): WireList<WirePage> {
  return parseListOf(wirePageSchema, data, source, warn);
}

/** The parent's id, or null for a top-level page. */
export function parentId(page: Pick<WirePage, 'parent'>): number | null {
  return page.parent ? page.parent.ID : null;
}
