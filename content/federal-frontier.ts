import { site } from './site';
import type { Cta, Hero, ImageAsset, LinkCard, NavLink, PageMeta, TitleBody } from './types';

/** One row of the compliance table: what a framework asks, and how the platform supports the customer. */
export type FrameworkSupport = { framework: string; asks: string; support: string };

export const federalFrontierPage = {
  meta: {
    title: 'Federal Frontier',
    description:
      "Federal Frontier: how Granite Peak's Kubernetes platform, managed OpenStack, secure edge nodes and single sign-on fit together for federal and defence missions, and how they support your ATO.",
    path: '/federal-frontier',
  } satisfies PageMeta,
  hero: {
    eyebrow: 'For federal and defence buyers',
    title: 'Federal Frontier: one platform from data centre to tactical edge',
    lead: 'Federal Frontier is our portfolio assembled for agencies and defence programs: a Cluster API Kubernetes platform, a managed OpenStack private cloud, rugged edge nodes and active/active single sign-on, hardened and documented to support your Authority to Operate.',
    ctas: [site.ctas.requestDemo, { label: 'See the security model', href: '/security', variant: 'secondary' }],
  } satisfies Hero,
  heroImage: {
    src: '/images/federal-frontier/portfolio-stack.svg',
    alt: 'The Federal Frontier stack: Day 2 Apps above the FKP Kubernetes Platform above Vitro Managed OpenStack, running in data centres, government cloud regions and on Frontier Edge nodes, with Xtreme Cloud SSO across every layer and CIS and STIG baselines throughout.',
    width: 520,
    height: 440,
  } satisfies ImageAsset,
  problem: {
    title: 'One baseline for every site',
    intro:
      'Most programs run a data centre, a cloud enclave and a few disconnected sites, each with its own tools, its own hardening and its own paperwork. Every difference is another thing to accredit, patch and staff. Federal Frontier replaces those differences with one stack.',
    items: [
      {
        title: 'One lifecycle',
        body: 'The same Cluster API workflow creates and upgrades clusters in the data centre, in a cloud region and on an edge node.',
      },
      {
        title: 'One security baseline',
        body: 'CIS-aligned clusters and STIG-hardened node images, built once and reused everywhere the platform runs.',
      },
      {
        title: 'One identity',
        body: 'Operators sign in through your identity provider, and role-based access follows them to every cluster and console.',
      },
    ] satisfies TitleBody[],
  },
  portfolio: {
    title: 'The portfolio, layer by layer',
    intro: 'Each product stands on its own. Together they cover the platform from hardware to the day-2 work that keeps it healthy.',
    cards: [
      {
        title: 'FKP Kubernetes Platform',
        body: 'Subscription multi-cluster Kubernetes lifecycle on Cluster API, with FIPS 140-2 mode encryption, enterprise network isolation and long-term security support. An optional AI diagnostics add-on helps operators troubleshoot faster.',
        href: '/fkp',
        linkLabel: 'Explore FKP',
      },
      {
        title: 'Vitro Managed OpenStack',
        body: 'A hyperconverged private cloud that replaces legacy virtualisation suites: automated provisioning, STIG-hardened hosts, Ceph-backed storage and GPU-ready Kubernetes for AI, ML and VDI.',
        href: '/vitro',
        linkLabel: 'Explore Vitro',
      },
      {
        title: 'Frontier Edge',
        body: 'A rugged ARM64 edge node with hardened networking and rapid provisioning for constrained and disconnected sites, deployed and upgraded through Cluster API.',
        href: '/frontier-edge',
        linkLabel: 'Explore Frontier Edge',
      },
      {
        title: 'Xtreme Cloud SSO',
        body: 'Active/active single sign-on across clouds and data centres, with OIDC, SAML 2.0, identity brokering and directory federation, so losing one site does not lock everyone out.',
        href: '/xtreme-cloud-sso',
        linkLabel: 'Explore Xtreme Cloud SSO',
      },
      {
        title: 'Day 2 Apps',
        body: 'Add-ons for life after installation: observability dashboards, automated CIS benchmark checks, certificates, backups, network integration and cost management.',
        href: '/day2apps',
        linkLabel: 'Explore Day 2 Apps',
      },
      {
        title: 'FedStryke contract search',
        body: 'Research past federal awards by keyword, company, PSC code and date, then export exactly the table you filtered. Useful for finding the vehicles and partners behind similar programs.',
        href: '/fedstryke',
        linkLabel: 'Explore FedStryke',
      },
    ] satisfies LinkCard[],
    edgeVariants: {
      label: 'Frontier Edge variants:',
      links: [
        { label: 'FleetEdge Sea (maritime)', href: '/fleetedge-sea' },
        { label: 'FleetEdge Land', href: '/fleetedge-land' },
        { label: 'FleetEdge Air', href: '/fleetedge-air' },
      ] satisfies NavLink[],
    },
    privateSector: {
      text: 'Buying for a regulated commercial organisation instead?',
      link: { label: 'See our private sector solution', href: '/private-sector' } satisfies NavLink,
    },
  },
  compliance: {
    title: 'Compliance posture: built to support your ATO',
    intro:
      'An Authority to Operate is granted to your system by your Authorizing Official; no vendor product arrives “ATO’d”. What we can do is make controls easy to implement and inherit, and evidence easy to collect. Here is how the platform lines up with the frameworks your assessors will use.',
    columns: { asks: 'What it asks of you', support: 'How the platform supports you' },
    rows: [
      {
        framework: 'FedRAMP',
        asks: 'Authorization of cloud services that agencies use.',
        support:
          'Federal Frontier is software you run inside your own authorization boundary, on premises or in an authorized cloud region. It is not itself a FedRAMP-authorized service; we supply the architecture and control implementation details your package needs.',
      },
      {
        framework: 'FISMA',
        asks: 'An agency security program with continuous monitoring.',
        support:
          'Audit logs, CIS and STIG scan results and configuration history export to your SIEM and governance tools, giving continuous monitoring a steady feed.',
      },
      {
        framework: 'NIST SP 800-53 Rev. 5',
        asks: 'Security and privacy controls selected for your system’s impact level.',
        support:
          'A control mapping for the platform across the AC, AU, CM, IA, SC and SI families, stating which controls the platform implements, which it helps you implement, and which remain yours.',
      },
      {
        framework: 'FIPS 140-2 / 140-3',
        asks: 'Validated cryptographic modules for protecting sensitive data.',
        support:
          'In FIPS mode, TLS, mutual TLS between services and encryption at rest use the validated cryptographic modules of the underlying operating system. We document which modules each release relies on.',
      },
      {
        framework: 'DISA STIGs',
        asks: 'Secure configuration of operating systems and components for defence systems.',
        support: 'Node images are built against the applicable STIGs and ship with checklist results, so your findings list starts short.',
      },
      {
        framework: 'Section 508',
        asks: 'Accessible information and communication technology.',
        support:
          'Web consoles are designed and tested against WCAG 2.x Level AA, the standard Section 508 incorporates. Ask us for the current conformance status of any console you evaluate.',
      },
    ] satisfies FrameworkSupport[],
    note: 'Framework names describe alignment and support for your own authorization. Granite Peak Systems does not claim certification or authorization under any of them.',
  },
  environments: {
    title: 'Where it runs',
    intro: 'The same stack and the same controls, wherever the mission needs compute.',
    items: [
      {
        title: 'On-premises data centres',
        body: 'Replace legacy virtualisation with a managed OpenStack cloud on hardware you already own.',
      },
      {
        title: 'Air-gapped enclaves',
        body: 'Install and upgrade from a registry inside the enclave; nothing reaches out to the internet or to us.',
      },
      {
        title: 'Government cloud regions',
        body: 'Run the Kubernetes platform in cloud regions within your authorization boundary, managed like every other site.',
      },
      {
        title: 'Tactical and disconnected edge',
        body: 'Rugged nodes at sea, on land and in the air that keep running when the link drops and resynchronise when it returns.',
      },
    ] satisfies TitleBody[],
  },
  engagement: {
    title: 'How an engagement works',
    intro:
      'A predictable path from first call to production, with the security documentation built alongside the system rather than after it.',
    steps: [
      {
        title: 'Discovery call',
        body: 'We learn your mission, your sites and your authorization boundary, and tell you honestly where we fit.',
      },
      { title: 'Reference architecture', body: 'A design for your environments, with the control mapping your security team will review.' },
      {
        title: 'Pilot inside your boundary',
        body: 'A working platform on your hardware or enclave, including an air-gapped install if you need one.',
      },
      { title: 'Production and ATO support', body: 'We help your team assemble evidence, answer assessor questions and close findings.' },
      {
        title: 'Long-term support',
        body: 'Security updates and tested upgrades for the life of your subscription, delivered the same way every time.',
      },
    ] satisfies TitleBody[],
  },
  closing: {
    title: 'Bring us your hardest site',
    body: 'Tell us about the environment that keeps you up at night: the disconnected one, the one with the oldest hardware, or the one with the strictest assessor.',
    ctas: [
      site.ctas.requestDemo,
      { label: 'Read the documentation', href: site.urls.documentation, external: true, variant: 'secondary' },
    ] satisfies Cta[],
  },
};
