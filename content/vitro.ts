import type { SimplePageContent } from './types';

export const vitroPage = {
  meta: {
    title: 'Vitro managed OpenStack',
    description: 'Vitro: managed OpenStack with STIG hardening, Kubernetes integration, Ceph storage and GPU-ready infrastructure for government and defence.',
    path: '/vitro',
  },
  hero: {
    eyebrow: 'Vitro managed OpenStack',
    title: 'Mission-Ready Infrastructure with Compliance Built In',
    lead: 'Vitro replaces legacy virtualisation suites with a managed, STIG-hardened OpenStack cloud that provisions itself, runs Kubernetes natively and ships with the evidence auditors ask for.',
    ctas: [
      { label: 'Explore Government Solutions', href: '/contact' },
    ],
  },
  sections: [],
} satisfies SimplePageContent;
