import type { SimplePageContent } from './types';

export const aboutPage = {
  meta: {
    title: 'About us',
    description: 'Granite Peak Systems builds open, compliant infrastructure software for federal, defence and regulated enterprise teams.',
    path: '/about',
  },
  hero: {
    eyebrow: 'About',
    title: 'Infrastructure you can own, audit and trust',
    lead: 'Our mission is to give mission-critical teams the automation of a public cloud on infrastructure they control, with compliance designed in rather than bolted on.',
    ctas: [
      { label: 'Get in Touch', href: '/contact' },
    ],
  },
  sections: [],
} satisfies SimplePageContent;
