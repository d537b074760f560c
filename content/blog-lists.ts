import { blogPage } from './blog';

/** Copy of the blog's paginated list and its archives (/blog/page/N, /blog/category/{slug}, /blog/tag/{slug}). */
export const blogLists = {
  /** '{title}: page 2 of 5', for the document title and the h1 of every page after the first. */
  pageOf: (title: string, page: number, count: number) => `${title}: page ${page} of ${count}`,
  pagination: {
    /** The nav's accessible name on /blog and on a category archive. */
    label: 'Blog pages',
    categoryLabel: (name: string) => `${name} pages`,
    tagLabel: (name: string) => `Pages of posts tagged ${name}`,
    previous: 'Previous',
    next: 'Next',
    /** Read after Previous/Next so the link says where it goes. */
    pageWord: 'page',
    /** Accessible name of a numbered link ('Page 3'); the visible text stays the number. */
    pageLabel: (page: number) => `Page ${page}`,
  },
  category: {
    eyebrow: 'Blog category',
    title: (name: string) => name,
    documentTitle: (name: string) => `${name} posts`,
    lead: (name: string) => `Every post filed under ${name}, newest first.`,
    description: (name: string) => `Posts in the ${name} category of the ${blogPage.feed.title}.`,
    /** The card's list of category links. */
    listLabel: 'Categories',
    allPosts: 'All posts',
  },
  tag: {
    eyebrow: 'Blog tag',
    title: (name: string) => name,
    documentTitle: (name: string) => `Posts tagged ${name}`,
    lead: (name: string) => `Every post tagged ${name}, newest first.`,
    description: (name: string) => `Posts tagged ${name} on the ${blogPage.feed.title}.`,
    /** The article's list of tag links. */
    listLabel: 'Tags',
  },
  /** /blog/page/1 and /blog/category/{slug}/page/1, which send visitors to the list's own first page. */
  moved: {
    title: 'This page has moved',
    body: 'The first page of this list is at',
  },
  /** The Gov archive: what a federal visitor wants first, linked from /blog's header. */
  gov: {
    lead: 'Compliance, accreditation and mission-system posts for government and defence teams, newest first.',
    headerLink: 'Gov Related posts',
  },
} as const;
