import type { SimplePageContent } from './types';

export const accessibilityPage = {
  meta: {
    title: 'Accessibility statement',
    description: "Granite Peak Systems' accessibility statement: this site targets WCAG 2.2 AA, which covers Revised Section 508; how we test it and how to report a problem.",
    path: '/accessibility',
  },
  hero: {
    eyebrow: 'Accessibility',
    title: 'Accessibility statement',
    lead: 'We want every visitor to be able to use this site. It targets the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, which covers the Revised Section 508 standards.',
  },
  sections: [],
} satisfies SimplePageContent;
