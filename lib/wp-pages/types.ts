import type { FeaturedImage } from '@/lib/blog/types';

/** A breadcrumb: a page's title and path. */
type PageCrumb = { name: string; path: string };

/** What components see of a WordPress page: decoded, sanitised, placed at its path. */
export type SitePage = {
  id: number;
  /** The site path ('/events/expo-2027'), percent-encoded as a link. */
  path: string;
  /** The path's decoded segments (the catch-all route's params). */
  segments: string[];
  /** Plain text (entities decoded); render as text. */
  title: string;
  /** The excerpt as one line of plain text (the meta description), '' when the page has none. */
  description: string;
  /** Sanitised HTML with the one policy of posts. */
  contentHtml: string;
  /** True when a cover block opens the page and its heading is the page's h1 (promoted in contentHtml). */
  heroHeading: boolean;
  /** The opening cover's photo, the page's largest paint: preloaded at the size the hero draws it. */
  heroImage: { src: string; srcSet?: string; sizes: string } | null;
  date: string;
  modified: string;
  featuredImage: FeaturedImage | null;
  /** The ancestors, top first (the breadcrumbs between Home and this page). */
  ancestors: PageCrumb[];
};
