import { site } from './site';
import type { PolicyPageContent } from './types';

// Programme facts (the address, the response times) are deployer-specific and live in site.security;
// /.well-known/security.txt is generated at build from the same values (app/.well-known/security.txt/route.ts),
// so the file and this page never disagree.

const { company, security, urls } = site;

export const disclosurePage = {
  meta: {
    title: 'Vulnerability disclosure policy',
    description: `How to report a security vulnerability in ${company.name}'s website or products, what we promise in return (acknowledgement within ${security.acknowledgeDays} business days) and our safe harbour for good-faith research.`,
    path: '/security/disclosure',
  },
  hero: {
    eyebrow: 'Security',
    title: 'Vulnerability disclosure policy',
    lead: `If you have found a security weakness in anything ${company.name} runs or ships, we want to hear about it, and we will not pursue you for finding it in good faith. This page says what is in scope, how to report and what we promise in return.`,
  },
  lastUpdated: security.lastUpdated,
  sections: [
    {
      id: 'scope',
      title: 'Scope',
      paragraphs: ['This policy covers:'],
      items: [
        `this website and the services it runs on,`,
        `our product documentation site (${new URL(urls.documentation).host}) and FedStryke (${new URL(urls.fedstryke).host}),`,
        'the software we ship: FKP, Vitro, the Day 2 add-ons, Frontier Edge and FleetEdge images, and Xtreme Cloud SSO, in any version we still support.',
      ],
    },
    {
      id: 'out-of-scope',
      title: 'Out of scope',
      paragraphs: ['Please do not test or report:'],
      items: [
        'denial-of-service or load testing of any system,',
        'social engineering or phishing of our staff, and physical access to our offices,',
        'systems run by our customers, even when they run our software: report those to the customer, or to us and we will pass it on,',
        'third-party services we use (such as the contact form’s sending service): report those to their owners,',
        'findings with no security impact on their own, such as missing headers on a static page without a working attack, or version banners.',
      ],
    },
    {
      id: 'how-to-report',
      title: 'How to report',
      paragraphs: [
        `Email ${security.email}. Tell us what is affected (a URL, or a product and version), what an attacker could do, and the steps to reproduce it; a proof of concept helps. Write in English. Please do not put the details in a public issue or post before we have fixed it or agreed a date with you.`,
      ],
      links: [{ label: security.email, href: `mailto:${security.email}` }],
    },
    {
      id: 'what-we-promise',
      title: 'What we promise',
      paragraphs: ['When you report in line with this policy, we will:'],
      items: [
        `acknowledge your report within ${security.acknowledgeDays} business days,`,
        `give you a first assessment (whether we can reproduce it and how severe we think it is) within ${security.triageDays} business days,`,
        'keep you informed while we fix it, and agree a disclosure date with you (90 days from your report unless we agree otherwise),',
        'credit you in our advisory if you would like to be named.',
      ],
    },
    {
      id: 'safe-harbour',
      title: 'Safe harbour',
      paragraphs: [
        `We consider research carried out under this policy authorised. ${company.legalName} will not bring legal action or report you to law enforcement for it, and if someone else does, we will make clear that you acted with our permission.`,
        'In return, we ask that you act in good faith: test only against your own accounts and data, stop and tell us as soon as you reach anyone else’s data, keep what you saw to yourself, do not degrade our services, and give us reasonable time to fix the problem before you disclose it.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      paragraphs: [
        'When this policy changes, the date below changes with it. Our machine-readable contact file, /.well-known/security.txt, points here and is regenerated with every release of this website.',
      ],
    },
  ],
} satisfies PolicyPageContent;
