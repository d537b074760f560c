import { site } from './site';
import type { SimplePageContent } from './types';

export const fkpPage = {
  meta: {
    title: 'FKP Kubernetes platform',
    description: 'FKP: a subscription-based, multi-cluster Kubernetes lifecycle platform built on Cluster API, with FIPS 140-2 encryption, network isolation and long-term security support.',
    path: '/fkp',
  },
  hero: {
    eyebrow: 'FKP Kubernetes Platform',
    title: 'Multi-cluster Kubernetes, managed from one place',
    lead: 'FKP is a subscription-based Kubernetes lifecycle platform built on Cluster API, with FIPS-140-2 encryption, enterprise network isolation and long-term security support.',
    ctas: [
      { label: 'Learn More', href: site.urls.documentation, external: true },
      { label: 'Request a demo', href: '/contact' },
    ],
  },
  sections: [],
} satisfies SimplePageContent;
