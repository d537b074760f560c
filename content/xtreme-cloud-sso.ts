import { site } from './site';
import type { SimplePageContent } from './types';

export const xtremeCloudSsoPage = {
  meta: {
    title: 'Xtreme Cloud SSO',
    description: 'Xtreme Cloud SSO: active/active, multi-cloud single sign-on with OIDC, SAML2, identity brokering and user federation, with no cloud provider lock-in.',
    path: '/xtreme-cloud-sso',
  },
  hero: {
    eyebrow: 'Xtreme Cloud SSO',
    title: "Modernized Single Sign-On for Today's Needs",
    lead: "Run single sign-on active/active across clouds, so a regional outage or a provider's price rise never locks your users out.",
    ctas: [
      { label: 'Learn More', href: site.urls.documentation, external: true },
      { label: 'Request a demo', href: '/contact' },
      { label: 'Contact us for a Quote', href: '/contact' },
    ],
  },
  sections: [],
} satisfies SimplePageContent;
