import type { Cta, Hero, LinkCard, PageMeta, TitleBody } from './types';

export const aboutPage = {
  meta: {
    title: 'About us',
    description:
      'Granite Peak Systems builds open, compliant infrastructure software for federal, defence and regulated enterprise teams: managed OpenStack, a Cluster API Kubernetes platform and Day 2 add-ons.',
    path: '/about',
  } satisfies PageMeta,
  hero: {
    eyebrow: 'About',
    title: 'Infrastructure you can own, audit and trust',
    lead: 'Granite Peak Systems builds the platform layer for organisations that cannot hand their infrastructure to someone else: agencies, defence programs, and regulated enterprises in healthcare, finance and SaaS.',
  } satisfies Hero,
  mission: {
    title: 'Our mission',
    statement:
      'To give mission-critical teams the speed and automation of a public cloud on infrastructure they control, with security and compliance designed in from the first line of configuration rather than bolted on before an audit.',
    body: 'We started as operators: the people paged when a cluster upgrade failed at 2 a.m. or an assessor asked for evidence nobody had kept. Everything we ship is built to make those moments rare and boring.',
  },
  values: {
    title: 'What we believe',
    items: [
      {
        title: 'Open source, upstream first',
        body: 'Our products build on OpenStack, Kubernetes and Cluster API as their communities release them. You are never locked into a fork only we can maintain.',
      },
      {
        title: 'Compliance is an engineering problem',
        body: 'Hardening, audit trails and evidence belong in images, templates and pipelines, where they are applied the same way every time.',
      },
      {
        title: 'Operate what we ship',
        body: 'We run our own software in production and support it for the long term, so upgrades are routine and security fixes keep coming.',
      },
      {
        title: 'Your infrastructure, your keys',
        body: 'Everything runs where you choose, including disconnected sites, and nothing depends on a connection back to us.',
      },
    ] satisfies TitleBody[],
  },
  products: {
    title: 'What we build',
    intro: 'Three products cover the stack from bare metal to the applications that keep clusters healthy.',
    cards: [
      {
        title: 'Vitro Managed OpenStack',
        body: 'A hyperconverged private cloud that replaces legacy virtualisation suites, with automated provisioning, STIG-hardened hosts, Ceph-backed storage and GPU-ready Kubernetes.',
        href: '/vitro',
        linkLabel: 'Learn More',
        icon: '/images/products-icons/vitro.svg',
      },
      {
        title: 'FKP Kubernetes Platform',
        body: 'Subscription multi-cluster Kubernetes lifecycle management built on Cluster API, with FIPS 140-2 encryption, enterprise network isolation and long-term security support.',
        href: '/fkp',
        linkLabel: 'Learn More',
        icon: '/images/products-icons/fkp.svg',
      },
      {
        title: 'Day 2 Apps',
        body: 'Add-on applications for the work after installation: observability dashboards, automated CIS benchmark checks, network management integration, security and cost management.',
        href: '/day2apps',
        linkLabel: 'Learn More',
        icon: '/images/products-icons/day2apps.svg',
      },
    ] satisfies LinkCard[],
  },
  audiences: {
    title: 'Who we work with',
    items: [
      {
        title: 'Federal, civilian and defence',
        body: 'Programs that need accreditation-ready infrastructure from the data centre to disconnected edge sites.',
        href: '/federal-frontier',
        linkLabel: 'Federal Frontier overview',
      },
      {
        title: 'Regulated private sector',
        body: 'Healthcare, finance and enterprise SaaS teams that need a private cloud with compliance aids built in.',
        href: '/private-sector',
        linkLabel: 'Private sector solutions',
      },
    ] satisfies LinkCard[],
  },
  closing: {
    title: 'Let’s talk about your infrastructure',
    body: 'Tell us what you run today and where it needs to go. We will tell you honestly whether we are a fit.',
    ctas: [{ label: 'Get in Touch', href: '/contact' }] satisfies Cta[],
  },
};
