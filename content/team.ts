import type { SimplePageContent } from './types';

export const teamPage = {
  meta: {
    title: 'Team',
    description: "Meet the engineers and operators behind Granite Peak Systems' Kubernetes, OpenStack and edge platforms.",
    path: '/team',
  },
  hero: {
    eyebrow: 'Company',
    title: 'Our team',
    lead: 'Platform engineers, site reliability engineers and security specialists who have run infrastructure for agencies, defence programs and regulated enterprises.',
    ctas: [
      { label: 'Work with us', href: '/contact' },
    ],
  },
  sections: [],
} satisfies SimplePageContent;
