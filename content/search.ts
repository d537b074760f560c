import type { Hero, NavLink, PageMeta } from './types';

export type SearchCopy = {
  fieldLabel: string;
  placeholderHint: string;
  submit: string;
  searching: string;
  emptyQuery: string;
  empty: { title: string; body: string; examples: readonly string[]; examplesLabel: string };
  noResults: { title: string; tips: readonly string[]; browse: string };
  showMore: string;
  unavailable: string;
  sectionsLabel: string;
};

export type SearchPageContent = {
  meta: PageMeta;
  hero: Hero;
  copy: SearchCopy;
  noScript: { title: string; body: string };
  /** Where to go instead: without JavaScript, and after a search that found nothing. */
  sections: readonly NavLink[];
};

export const searchPage = {
  meta: {
    title: 'Search',
    description: 'Search every page and blog post on the site: products, compliance, documentation and news.',
    path: '/search',
  },
  hero: {
    title: 'Search',
    lead: 'Find a product, a compliance topic or an older blog post. Results link to the page and show where your words appear.',
  },
  copy: {
    fieldLabel: 'Search the site',
    placeholderHint: 'For example FIPS, air-gapped or Karpenter',
    submit: 'Search',
    searching: 'Searching…',
    emptyQuery: 'Type a word or phrase to search for.',
    empty: {
      title: 'What are you looking for?',
      body: 'Search covers every product page, the security and compliance pages and every blog post.',
      examplesLabel: 'Try',
      examples: ['FIPS', 'air-gapped', 'Karpenter', 'STIG'],
    },
    noResults: {
      title: 'Nothing matched',
      tips: ['Check the spelling, or try a shorter or more general word.', 'Search for a product name, such as Vitro or FKP.'],
      browse: 'Or start from one of the main sections:',
    },
    showMore: 'Show more results',
    unavailable: 'Search is not available right now. Please try again later, or start from one of the main sections.',
    sectionsLabel: 'Main sections',
  },
  noScript: {
    title: 'Search needs JavaScript',
    body: 'The search on this page runs in your browser and needs JavaScript, which is turned off or blocked. Every page is still reachable from the menu and from these sections:',
  },
  sections: [
    { label: 'Products overview', href: '/products' },
    { label: 'Federal Frontier', href: '/federal-frontier' },
    { label: 'Security', href: '/security' },
    { label: 'Documentation', href: '/documentation' },
    { label: 'Blog', href: '/blog' },
    { label: 'About', href: '/about' },
    { label: 'Contact', href: '/contact' },
  ],
} as const satisfies SearchPageContent;
