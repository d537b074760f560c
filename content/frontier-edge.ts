import { site } from './site';
import type { SimplePageContent } from './types';

export const frontierEdgePage = {
  meta: {
    title: 'Frontier Edge',
    description: 'Frontier Edge: a rugged ARM64 edge node with Kubernetes deployed via Cluster API, for constrained and disconnected environments.',
    path: '/frontier-edge',
  },
  hero: {
    eyebrow: 'Frontier Edge',
    title: 'Secure Kubernetes at the disconnected edge',
    lead: 'A rugged ARM64 edge node that provisions itself in minutes, deploys Kubernetes through Cluster API and keeps running when the link to headquarters does not.',
    ctas: [
      { label: 'Learn More', href: site.urls.documentation, external: true },
      { label: 'View Datasheet', href: '/images/frontier-edge-datasheet.pdf', external: true },
      { label: 'Request a Demo', href: '/contact' },
      { label: 'Contact us for a Quote', href: '/contact' },
    ],
  },
  sections: [],
} satisfies SimplePageContent;
