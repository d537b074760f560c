import { site } from './site';
import type { SimplePageContent } from './types';

export const documentationPage = {
  meta: {
    title: 'Documentation',
    description: 'Find the documentation for every Granite Peak product, from installation guides to operations runbooks, or ask our engineers directly.',
    path: '/documentation',
  },
  hero: {
    eyebrow: 'Resources',
    title: 'Documentation',
    lead: 'Explore our comprehensive documentation to get started with our products and solutions.',
    ctas: [
      { label: 'Open the documentation site', href: site.urls.documentation, external: true },
      { label: 'Ask an engineer', href: '/contact' },
    ],
  },
  sections: [],
} satisfies SimplePageContent;
