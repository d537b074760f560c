import type { SimplePageContent } from './types';

export const homePage = {
  meta: {
    title: 'Kubernetes, private cloud and edge infrastructure for federal and regulated teams',
    description: 'Granite Peak Systems delivers a Cluster API Kubernetes platform, managed OpenStack, secure edge nodes and single sign-on for federal, defence and regulated enterprise buyers.',
    path: '/',
  },
  hero: {
    eyebrow: 'Infrastructure for mission-critical teams',
    title: 'Own your cloud. Keep it compliant. Run it anywhere.',
    lead: 'We build and operate the platform layer for agencies, defence programs and regulated enterprises: Kubernetes lifecycle on Cluster API, managed OpenStack that replaces legacy virtualisation, and hardened edge nodes for disconnected sites.',
    ctas: [
      { label: 'Learn More', href: '/products', context: 'about our product portfolio' },
      { label: 'Get a Demo', href: '/contact' },
    ],
  },
  sections: [
    { title: 'VMware-to-OpenStack migration', body: 'Move workloads off licence-bound virtualisation onto an open, supported OpenStack cloud, with a plan for every VM.' },
    { title: 'Cost-effective on-prem IaaS', body: 'Run compute, storage and networking on hardware you own, with the automation of a public cloud and none of the egress bills.' },
    { title: 'Day-2 operations', body: 'Upgrades, certificates, backups, observability and compliance checks handled as routine, not as projects.' },
  ],
} satisfies SimplePageContent;

export const documentationSection = {
  id: 'documentation',
  title: 'Documentation',
  body: 'Explore our comprehensive documentation to get started with our products and solutions.',
  cta: { label: 'View Documentation', href: '/documentation' },
} as const;
