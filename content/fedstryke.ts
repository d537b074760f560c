import { site } from './site';
import type { SimplePageContent } from './types';

export const fedstrykePage = {
  meta: {
    title: 'FedStryke contract search',
    description: 'FedStryke: search federal contract awards by keyword, company, PSC, fiscal year and date ranges, and export exactly the table you see.',
    path: '/fedstryke',
  },
  hero: {
    eyebrow: 'FedStryke',
    title: 'Find the federal contracts that matter to you',
    lead: 'FedStryke searches federal contract awards by keyword, company, product or service code and dates, then exports exactly the table you filtered.',
    ctas: [
      { label: 'Open FedStryke', href: site.urls.fedstryke, external: true },
      { label: 'Book a 20-min Fit Check', href: '/contact' },
    ],
  },
  sections: [],
} satisfies SimplePageContent;
