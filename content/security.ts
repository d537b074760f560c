import { site } from './site';
import type { SimplePageContent } from './types';

export const securityPage = {
  meta: {
    title: 'Zero-trust security',
    description: 'Zero-trust security across the Granite Peak stack: identity-based networking, mutual TLS, micro-segmentation, CIS and STIG hardening, RBAC with OIDC/SAML and LDAP.',
    path: '/security',
  },
  hero: {
    eyebrow: 'Security',
    title: 'Zero-trust security, built into every layer',
    lead: 'Every workload proves who it is, every connection is encrypted and every change is audited, from the edge node to the management cluster.',
    ctas: [
      { label: 'Learn More', href: site.urls.documentation, external: true },
      { label: 'Request a demo', href: '/contact' },
    ],
  },
  sections: [],
} satisfies SimplePageContent;
