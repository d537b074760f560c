import type { SimplePageContent } from './types';

export const productsPage = {
  meta: {
    title: 'Products',
    description: 'The Granite Peak portfolio: FKP Kubernetes platform, Vitro managed OpenStack, Day 2 add-on apps and Frontier Edge secure edge nodes.',
    path: '/products',
  },
  hero: {
    eyebrow: 'Portfolio',
    title: 'The Granite Peak platform portfolio',
    lead: 'Kubernetes lifecycle management, managed OpenStack, Day 2 add-ons and secure edge nodes: one stack, built to be deployed quickly, run steadily and audited with confidence.',
    ctas: [
      { label: 'Get a Demo', href: '/contact' },
    ],
  },
  sections: [],
} satisfies SimplePageContent;
