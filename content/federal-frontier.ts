import type { SimplePageContent } from './types';

export const federalFrontierPage = {
  meta: {
    title: 'Federal Frontier',
    description: "Federal Frontier: how Granite Peak's Kubernetes platform, private cloud, edge nodes and single sign-on fit together for federal and defence missions.",
    path: '/federal-frontier',
  },
  hero: {
    eyebrow: 'For federal buyers',
    title: 'Federal Frontier: one platform from data centre to tactical edge',
    lead: 'Federal Frontier brings our Kubernetes platform, managed OpenStack, secure edge nodes and single sign-on together into one accredited-ready stack for agencies and defence programs.',
    ctas: [
      { label: 'Request a demo', href: '/contact' },
    ],
  },
  sections: [],
} satisfies SimplePageContent;
