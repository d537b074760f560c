/** What components see of a post: decoded, sanitised, with the link already built. */
export type PostSummary = {
  id: number;
  /** /blog/{ID}/{slug} */
  href: string;
  /** Plain text (entities decoded); render as text, never as HTML. */
  title: string;
  /** Sanitised HTML. */
  excerptHtml: string;
  /** ISO 8601 with the blog's offset, for <time dateTime>. */
  date: string;
  /** Changes whenever the post is edited; revalidation compares it. */
  modified: string;
  /** The original upload (absolute URL or site path) and its size when the API gave it; null when the post has none. */
  featuredImage: FeaturedImage | null;
  /**
   * The post's WordPress categories, each linking its archive (/blog/category/{slug}); absent on objects made before
   * categories were kept. A Gov post is one with the Gov category (govCategory in reshape.ts), not a second field.
   */
  categories?: CategoryRef[];
  /** The post's WordPress tags, each linking its archive (/blog/tag/{slug}); absent on objects made before tags were kept. */
  tags?: TagRef[];
};

/**
 * A featured image: `src` is the full-size original; width and height (pixels, from the API's post_thumbnail) are
 * absent when unknown. The srcset is derived where the image is rendered (lib/blog/images.ts) rather than stored,
 * so the list pages' payload carries one URL per post, not five.
 */
export type FeaturedImage = { src: string; width?: number; height?: number };

/** A category as a card links it: its name as WordPress shows it and the slug of its archive. */
export type CategoryRef = { name: string; slug: string };

/** A tag as an article links it: its name (entities decoded) and the slug of its archive. */
export type TagRef = { name: string; slug: string };

export type Article = PostSummary & {
  /** Sanitised HTML. */
  contentHtml: string;
  authorName: string;
};

/** A category archive: every post of the build in that category, in the API's order. */
export type CategoryGroup = CategoryRef & { posts: PostSummary[] };

/** A tag archive: every post of the build with that tag, in the API's order. */
export type TagGroup = TagRef & { posts: PostSummary[] };

/** One page of a list (/blog or a category archive) as a route renders it. */
export type ListPage = { posts: PostSummary[]; page: number; count: number };
