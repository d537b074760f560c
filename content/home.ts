import type { Cta, Hero, ImageAsset, PageMeta, TitleBody } from './types';

export const homePage = {
  meta: {
    title: 'Kubernetes, private cloud and edge infrastructure for federal and regulated teams',
    description:
      'Granite Peak Systems delivers a Cluster API Kubernetes platform, managed OpenStack, secure edge nodes and single sign-on for federal, defence and regulated enterprise buyers.',
    path: '/',
  } satisfies PageMeta,
  hero: {
    eyebrow: 'Infrastructure for mission-critical teams',
    title: 'Own your cloud. Keep it compliant. Run it anywhere.',
    lead: 'We build and operate the platform layer for agencies, defence programs and regulated enterprises: Kubernetes lifecycle on Cluster API, managed OpenStack that replaces legacy virtualisation, and hardened edge nodes for disconnected sites.',
    ctas: [
      { label: 'Learn More', href: '/products', context: 'about our product portfolio' },
      { label: 'Get a Demo', href: '/contact' },
    ],
  } satisfies Hero,
  heroImage: {
    src: '/images/home/hero-mission.svg',
    alt: 'A hardened data-centre platform linked over secure connections to edge nodes on a ship, a ground vehicle and an aircraft.',
    width: 560,
    height: 440,
  } satisfies ImageAsset,
  /** The home page's three value pills. */
  pills: {
    title: 'What we make routine',
    items: [
      {
        title: 'VMware-to-OpenStack migration',
        body: 'Move workloads off licence-bound virtualisation onto an open, supported OpenStack cloud, with a plan for every VM.',
      },
      {
        title: 'Cost-effective on-prem IaaS',
        body: 'Run compute, storage and networking on hardware you own, with the automation of a public cloud and none of the egress bills.',
      },
      {
        title: 'Day-2 operations',
        body: 'Upgrades, certificates, backups, observability and compliance checks handled as routine, not as projects.',
      },
    ] satisfies TitleBody[],
  },
  highlight: {
    eyebrow: 'The platform',
    title: 'One stack, from the data centre to the disconnected edge',
    body: 'Four products share one set of tools, one security baseline and one support team, so what you certify in the data centre is what you deploy on a ship.',
    points: [
      { name: 'Vitro™', summary: 'managed OpenStack that replaces legacy virtualisation on your hardware.' },
      { name: 'FKP™', summary: 'multi-cluster Kubernetes lifecycle on Cluster API, FIPS 140-2 from day one.' },
      { name: 'Day 2 Apps™', summary: 'thirteen add-ons for observability, compliance checks, backup and cost.' },
      { name: 'Frontier Edge™', summary: 'rugged ARM64 nodes that keep running when the link goes down.' },
    ],
    cta: { label: 'Explore', href: '/products' } satisfies Cta,
    image: {
      src: '/images/products/platform-diagram.svg',
      alt: 'The platform in four layers: edge and data-centre hardware, Vitro OpenStack, FKP Kubernetes and Day 2 Apps, with security and compliance across all of them.',
      width: 1200,
      height: 760,
    } satisfies ImageAsset,
  },
  partners: {
    title: 'Partners',
    intro: 'Hardware makers, network and security specialists and integrators we build and field the platform with.',
    /** The carousel's accessible name. */
    label: 'Partner logos',
  },
};

export const documentationSection = {
  id: 'documentation',
  title: 'Documentation',
  body: 'Explore our comprehensive documentation to get started with our products and solutions.',
  cta: { label: 'View Documentation', href: '/documentation' },
} as const;
