import type { SimplePageContent } from './types';

export const blogPage = {
  meta: {
    title: 'Blog',
    description: 'Engineering notes, product news and compliance guidance from the Granite Peak Systems team.',
    path: '/blog',
  },
  hero: {
    eyebrow: 'Blog',
    title: 'Blog',
    lead: 'Engineering notes, product news and compliance guidance from our team.',
  },
  sections: [],
} satisfies SimplePageContent;
