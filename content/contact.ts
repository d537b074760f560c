import type { SimplePageContent } from './types';

export const contactPage = {
  meta: {
    title: 'Contact us',
    description: "Request a demo, a quote or a 20-minute fit-check call with Granite Peak Systems' engineers.",
    path: '/contact',
  },
  hero: {
    eyebrow: 'Contact',
    title: 'Talk to our engineers',
    lead: 'Tell us what you are running and where. An engineer, not a sales script, replies within one business day to arrange a demo, a quote or a fit-check call.',
  },
  sections: [],
} satisfies SimplePageContent;
