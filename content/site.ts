import type { Cta, FooterColumn, NavLink } from './types';

/**
 * Deployer-specific facts, in one place: the company, its navigation, footer and external URLs.
 * Replace these values to rebrand the site; no page hard-codes any of them.
 */
const urls = {
  /** External product documentation (opens in a new tab). */
  documentation: 'https://docs.granitepeak.example',
  /** The live federal contract search tool described at /fedstryke. */
  fedstryke: 'https://search.fedstryke.example',
} as const;

/** The product pages as the header's Products menu and the footer's Products column both name them. */
const products = {
  fkp: { label: 'FKP Kubernetes Platform', href: '/fkp' },
  vitro: { label: 'Vitro Managed OpenStack', href: '/vitro' },
  fedstryke: { label: 'FedStryke Contract Search', href: '/fedstryke' },
  privateSector: { label: 'Private Sector Cloud', href: '/private-sector' },
  frontierEdge: { label: 'Frontier Edge', href: '/frontier-edge' },
} as const satisfies Record<string, NavLink>;

export const site = {
  company: {
    name: 'Granite Peak Systems',
    shortName: 'Granite Peak',
    legalName: 'Granite Peak Systems, Inc.',
    tagline: 'Kubernetes, private cloud and edge infrastructure for mission-critical teams',
    description:
      'Granite Peak Systems builds Kubernetes lifecycle, managed OpenStack, secure edge and single sign-on software for federal, defence and regulated enterprise teams.',
    email: 'info@granitepeak.example',
    accessibilityEmail: 'accessibility@granitepeak.example',
    phone: '+1 (555) 010-0199',
    address: 'Reston, Virginia, USA',
  },
  urls,
  /** Calls to action that several pages carry word for word. */
  ctas: {
    docs: { label: 'Learn More', href: urls.documentation, external: true },
    requestDemo: { label: 'Request a demo', href: '/contact' },
  } satisfies Record<string, Cta>,
  /**
   * DEPLOYER-SPECIFIC: what the privacy notice (/privacy) states about whoever runs this site. The defaults
   * describe this codebase as shipped; confirm each value with the people who answer for it before publishing.
   */
  privacy: {
    /** Who answers access and deletion requests. */
    email: 'privacy@granitepeak.example',
    /** How long contact-form messages stay in the company mailbox after the conversation ends. */
    messageRetention: '24 months after our last reply',
    /** The host that serves the pages, and how long it keeps its access logs. */
    host: 'our web hosting provider',
    hostLogRetention: '30 days',
    /** How quickly a request about your data is answered. */
    responseDays: 30,
    /** ISO date of the notice's last change; shown on the page. */
    lastUpdated: '2026-11-24',
  },
  /**
   * DEPLOYER-SPECIFIC: the vulnerability disclosure programme behind /security/disclosure and
   * /.well-known/security.txt (RFC 9116). `contact` must reach a person who triages security reports.
   */
  security: {
    email: 'security@granitepeak.example',
    /** Business days before a report is acknowledged. */
    acknowledgeDays: 3,
    /** Days before a first assessment (severity, whether we can reproduce it) is shared with the reporter. */
    triageDays: 10,
    /** RFC 5646 tags for Preferred-Languages, in order of preference. */
    preferredLanguages: ['en'],
    /** ISO date of the policy's last change; shown on the page. */
    lastUpdated: '2026-11-24',
  },
  /**
   * Video providers whose embeds in blog posts play on the article page, in the provider's privacy-enhanced
   * player and only after the visitor's click; article pages' frame-src allows exactly these players. An embed
   * from any other provider (or one removed here) becomes a link to it.
   */
  embeds: { playInline: ['youtube', 'vimeo'] as ('youtube' | 'vimeo')[] },
  /** The header's link to the site search (app/search). */
  search: { label: 'Search', href: '/search' },
  nav: {
    products: [products.fkp, products.vitro, products.fedstryke, products.privateSector, products.frontierEdge],
    links: [
      { label: 'Day 2 Apps', href: '/day2apps' },
      { label: 'About', href: '/about' },
      { label: 'Team', href: '/team' },
      { label: 'Contact', href: '/contact' },
    ],
  } satisfies { products: NavLink[]; links: NavLink[] },
  footer: {
    columns: [
      {
        heading: 'Resources',
        links: [
          // 'Why CAPI?' is the relative link 'whycapi'; the footer keeps it relative and
          // resolves it against the current page's depth (see lib/util/relative-href.ts).
          { label: 'Documentation', href: urls.documentation },
          { label: 'Why CAPI?', href: 'whycapi' },
          { label: 'Security', href: '/security' },
        ],
      },
      {
        heading: 'Products',
        links: [products.fkp, products.vitro, products.privateSector, products.frontierEdge],
      },
      {
        heading: 'More Product Information',
        links: [
          { label: 'Federal Frontier', href: '/federal-frontier' },
          { label: 'Frontier Edge overview', href: '/frontier-edge' },
          { label: 'Xtreme Cloud SSO', href: '/xtreme-cloud-sso' },
        ],
      },
    ] satisfies FooterColumn[],
    links: [
      { label: 'Blog', href: '/blog' },
      { label: 'Contact', href: '/contact' },
      { label: 'Accessibility', href: '/accessibility' },
      { label: 'Privacy', href: '/privacy' },
      { label: 'Vulnerability disclosure', href: '/security/disclosure' },
    ] satisfies NavLink[],
  },
} as const;
