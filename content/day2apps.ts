import type { SimplePageContent } from './types';

export const day2AppsPage = {
  meta: {
    title: 'Day 2 Ops',
    description: 'Day 2 add-on applications for FKP clusters: observability dashboards, CIS-benchmark compliance checks, DNS, certificates, backup, ingress and cost management.',
    path: '/day2apps',
  },
  hero: {
    eyebrow: 'Day 2 Apps',
    title: 'Day 2 Ops',
    lead: 'Thirteen curated add-ons, deployed and configured from one grid, take a new cluster from running to production-ready: observability, compliance checks, networking, security and cost management.',
    ctas: [
      { label: 'Explore Day 2 Solutions', href: '/contact' },
    ],
  },
  sections: [],
} satisfies SimplePageContent;
