import type { SimplePageContent } from './types';

export const privateSectorPage = {
  meta: {
    title: 'Private sector cloud',
    description: 'An OpenStack-based private cloud for healthcare, finance and SaaS teams, with enterprise hardening and compliance aids for HIPAA, PCI-DSS, SOC 2 and ISO 27001.',
    path: '/private-sector',
  },
  hero: {
    eyebrow: 'Private sector',
    title: 'A private cloud that helps you pass the audit',
    lead: 'An OpenStack-based private cloud with enterprise hardening and built-in compliance aids, for healthcare, finance and SaaS teams who need cloud speed without giving up control.',
    ctas: [
      { label: 'Talk to our enterprise team', href: '/contact' },
    ],
  },
  sections: [],
} satisfies SimplePageContent;
