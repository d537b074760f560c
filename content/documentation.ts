import { site } from './site';
import type { Cta, Hero, PageMeta, TitleBody } from './types';

/** One product's entry in the documentation hub: what its documentation covers and where to read it. */
export type DocGuide = {
  product: string;
  /** The product page on this site. */
  page: string;
  summary: string;
  topics: string[];
  /** External documentation (opens in a new tab). */
  docs: string;
};

const docs = site.urls.documentation;

export const documentationPage = {
  meta: {
    title: 'Documentation',
    description:
      'Find the documentation for every Granite Peak product, from installation guides to operations runbooks and compliance notes, or ask our engineers directly.',
    path: '/documentation',
  } satisfies PageMeta,
  hero: {
    eyebrow: 'Resources',
    title: 'Documentation',
    lead: 'Explore our comprehensive documentation to get started with our products and solutions.',
    ctas: [
      { label: 'Open the documentation site', href: docs, external: true },
      { label: 'Ask an engineer', href: '/contact' },
    ],
  } satisfies Hero,
  guides: {
    title: 'Documentation by product',
    intro: 'Every product has its own guide on the documentation site. Here is what each one covers.',
    /** Link labels; the product name is appended so each link names its destination. */
    docsLabel: 'Read the documentation',
    pageLabel: 'Product overview',
    items: [
      {
        product: 'FKP™ Kubernetes Platform',
        page: '/fkp',
        summary: 'Running many Kubernetes clusters from one management plane, connected or air-gapped.',
        topics: [
          'Installing the management cluster, including air-gapped installs',
          'Creating, scaling and upgrading workload clusters with Cluster API',
          'FIPS 140-2 mode, network isolation and long-term support releases',
          'The CLI, troubleshooting and the AI diagnostics add-on',
        ],
        docs,
      },
      {
        product: 'Vitro™ Managed OpenStack',
        page: '/vitro',
        summary: 'Building and operating the STIG-hardened private cloud that replaces legacy virtualisation.',
        topics: [
          'Hardware sizing and automated provisioning',
          'STIG hardening and the compliance evidence it produces',
          'Ceph storage, networking and GPU-ready Kubernetes',
          'Migrating virtual machines from legacy virtualisation suites',
        ],
        docs,
      },
      {
        product: 'Day 2 Apps™',
        page: '/day2apps',
        summary: 'Choosing, configuring and upgrading the add-ons that make a cluster production-ready.',
        topics: [
          'Selecting and deploying add-ons from the deployment grid',
          'Editing an add-on’s Helm values',
          'CIS-benchmark compliance checks and observability dashboards',
          'Backup, certificates, DNS and cost reporting',
        ],
        docs,
      },
      {
        product: 'Frontier Edge™',
        page: '/frontier-edge',
        summary: 'Fielding rugged ARM64 edge nodes at sea, on land and in the air.',
        topics: [
          'First boot and initial setup of the edge node',
          'Bootstrapping Kubernetes through Cluster API',
          'Hardened networking and remote connectivity',
          'Notes for the maritime, land and air variants',
        ],
        docs,
      },
      {
        product: 'Xtreme Cloud SSO',
        page: '/xtreme-cloud-sso',
        summary: 'Deploying active/active single sign-on across more than one cloud.',
        topics: [
          'Active/active deployment across cloud providers',
          'OIDC, OAuth and SAML2 clients and identity brokering',
          'User federation, Kerberos and two-factor authentication',
          'Session, lockout and geolocation policies',
        ],
        docs,
      },
      {
        product: 'Private Sector Cloud',
        page: '/private-sector',
        summary: 'Running the OpenStack private cloud for healthcare, finance and enterprise SaaS.',
        topics: [
          'Enterprise hardening and the built-in compliance aids',
          'Control mappings for HIPAA, GDPR and CCPA',
          'Ceph-backed resilience and GitOps-native management',
          'AI-optimised infrastructure',
        ],
        docs,
      },
    ] satisfies DocGuide[],
  },
  audiences: {
    title: 'Where to start',
    items: [
      {
        title: 'Platform and operations engineers',
        body: 'Start with the installation guide for your product, then the upgrade runbooks and the CLI reference you will use every day.',
      },
      {
        title: 'Security and compliance officers',
        body: 'Go to the hardening and compliance chapters: STIG settings, FIPS 140-2 configuration, control mappings and the audit evidence each product produces.',
      },
      {
        title: 'Program and acquisition staff',
        body: 'Read the product overviews on this site for scope and deployment options, then ask us for a briefing tailored to your program.',
      },
    ] satisfies TitleBody[],
  },
  help: {
    title: 'Need something the documentation does not cover?',
    body: 'Ask for an architecture review, an offline copy of the documentation for an air-gapped site, or an answer from the engineers who build the products.',
    cta: { label: 'Contact an engineer', href: '/contact' } satisfies Cta,
  },
};
