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
  /** Absolute URL or site path; null when the post has none. */
  featuredImage: string | null;
  isGov: boolean;
  /** The post's WordPress categories, each linking its archive (/blog/category/{slug}); absent on objects made before categories were kept. */
  categories?: CategoryRef[];
};

/** A category as a card links it: its name as WordPress shows it and the slug of its archive. */
export type CategoryRef = { name: string; slug: string };

export type Article = PostSummary & {
  /** Sanitised HTML. */
  contentHtml: string;
  authorName: string;
};
