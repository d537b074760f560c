import type { ImageAsset, PageMeta, Hero, TitleBody } from './types';

/** A product card of the overview (exactly four): name with trademark marks, image, long description, product page link. */
export type ProductCard = {
  /** Stable key, used for tab and panel ids. */
  id: string;
  name: string;
  /** What kind of product it is, in a few words (shown under the name). */
  kind: string;
  image: ImageAsset;
  description: string;
  /** Route path of the product page. */
  link: string;
};

/** A quick-look statement: an icon drawn for it and its exact caption. */
export type QuickLook = TitleBody & { icon: string };

/**
 * The four products of the overview, /day2apps always third. FKP, Vitro and Frontier Edge are the other three:
 * with Day 2 they complete the stack the platform diagram shows (edge, OpenStack, Kubernetes, Day 2).
 */
export const productCards = [
  {
    id: 'fkp',
    name: 'FKP™',
    kind: 'Multi-cluster Kubernetes lifecycle platform',
    image: {
      src: '/images/products/fkp.svg',
      alt: 'One FKP management cluster connected to three workload clusters, each running a group of nodes.',
      width: 480,
      height: 300,
    },
    description:
      'FKP is a subscription-based Kubernetes lifecycle platform built on the upstream Kubernetes Cluster API. You declare the clusters you need, on OpenStack, bare metal or a rugged edge node, and FKP creates, upgrades, scales and retires them from one management plane. Every cluster ships with FIPS 140-2 encryption, enterprise network isolation and long-term security support, so a program can stay on a supported release for the life of its authority to operate. An optional AI diagnostics add-on reads cluster events and explains in plain language what went wrong and what to do next.',
    link: '/fkp',
  },
  {
    id: 'vitro',
    name: 'Vitro™',
    kind: 'Managed OpenStack private cloud',
    image: {
      src: '/images/products/vitro.svg',
      alt: 'Three server racks under a private cloud, protected by a shield with a check mark.',
      width: 480,
      height: 300,
    },
    description:
      'Vitro is a managed OpenStack cloud that replaces legacy virtualisation suites on hardware you own. Automated provisioning turns racked servers into a working cloud, hardened to the defence STIGs from the first boot. Ceph-backed storage keeps data available through disk and node failures, platform services run as containers under GitOps management, and GPU-ready Kubernetes serves AI/ML training and virtual desktops beside your virtual machines. The compliance controls, and the evidence auditors ask for, are part of the build rather than a project after it.',
    link: '/vitro',
  },
  {
    id: 'day2apps',
    name: 'Day 2 Apps™',
    kind: 'Add-on applications for running clusters',
    image: {
      src: '/images/products/day2apps.svg',
      alt: 'A grid of add-on application tiles, most marked as deployed with a check mark.',
      width: 480,
      height: 300,
    },
    description:
      'Day 2 Apps take a freshly built cluster to production-ready. Thirteen curated add-ons, from observability dashboards and automated CIS-benchmark compliance checks to DNS, certificates, ingress, backup, network-management integration and cost management, are chosen and configured from one grid and deployed with tested defaults. Each add-on is versioned with the platform, so upgrades arrive together and nothing drifts out of support.',
    link: '/day2apps',
  },
  {
    id: 'frontier-edge',
    name: 'Frontier Edge™',
    kind: 'Secure edge for disconnected environments',
    image: {
      src: '/images/products/frontier-edge.svg',
      alt: 'A rugged edge node with an antenna, linked to a ship, a ground vehicle and an aircraft.',
      width: 480,
      height: 300,
    },
    description:
      'Frontier Edge brings the platform to ships, vehicles, aircraft and forward sites where bandwidth is scarce and the link is never guaranteed. A rugged ARM64 edge node provisions itself in minutes, deploys Kubernetes through Cluster API and keeps workloads running while disconnected, behind hardened networking that re-synchronises when the link returns. Maritime, land and air variants share one software stack and one way of operating.',
    link: '/frontier-edge',
  },
] as const satisfies readonly ProductCard[];

export const productsPage = {
  meta: {
    title: 'Products',
    description:
      'The Granite Peak portfolio: FKP Kubernetes lifecycle platform, Vitro managed OpenStack, Day 2 add-on apps and Frontier Edge secure edge nodes.',
    path: '/products',
  },
  hero: {
    eyebrow: 'Portfolio',
    title: 'The Granite Peak platform portfolio',
    lead: 'FKP™ Kubernetes lifecycle management, Vitro™ managed OpenStack, Day 2 Apps™ and Frontier Edge™ secure edge nodes: one stack, built to be deployed quickly, run steadily and audited with confidence.',
    ctas: [{ label: 'Get a Demo', href: '/contact' }],
  } satisfies Hero,
  quickLook: {
    title: 'The portfolio at a glance',
    items: [
      {
        title: 'Rapid Deployment',
        body: 'Automated provisioning takes racked hardware to running clusters in days, not quarters.',
        icon: '/images/products/quick-deployment.svg',
      },
      {
        title: 'Ensuring Stability',
        body: 'Declarative lifecycle management and long-term support keep every cluster on a known, tested state.',
        icon: '/images/products/quick-stability.svg',
      },
      {
        title: 'Establishing Security',
        body: 'STIG hardening, FIPS 140-2 encryption and network isolation are the default, not an option.',
        icon: '/images/products/quick-security.svg',
      },
      {
        title: 'Rapid Return on Investment',
        body: 'Open infrastructure on hardware you own replaces licence-bound virtualisation and its renewals.',
        icon: '/images/products/quick-roi.svg',
      },
    ] satisfies QuickLook[],
  },
  tabs: {
    title: 'Explore the products',
    intro: 'Each product stands on its own and works better together. Choose one to see what it does.',
    /** The tab list's accessible name. */
    label: 'Products',
    learnMore: 'Learn More',
  },
  diagram: {
    title: 'How the platform fits together',
    intro:
      'Every layer is open source at its core and managed by us: edge and data-centre hardware at the bottom, OpenStack above it, Kubernetes on top of that and the Day 2 applications your teams use every day.',
    image: {
      src: '/images/products/platform-diagram.svg',
      alt: 'Platform diagram in four layers, bottom to top: edge and data-centre hardware, including Frontier Edge ARM64 nodes for maritime, land and air; Vitro managed OpenStack with compute, Ceph storage and networking; FKP Kubernetes clusters managed through Cluster API; and Day 2 Apps for observability, CIS-benchmark checks, certificates, DNS, backup and cost. A column beside the layers shows security and compliance across all of them: STIG hardening, FIPS 140-2 encryption, single sign-on, role-based access with OIDC and SAML, network isolation and audit evidence.',
      width: 1200,
      height: 760,
    } satisfies ImageAsset,
    caption: 'The Granite Peak platform, from edge hardware to Day 2 apps',
  },
} satisfies { meta: PageMeta } & Record<string, unknown>;
