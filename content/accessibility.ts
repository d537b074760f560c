import { site } from './site';
import type { Hero, PageMeta, TitleBody } from './types';

/** A titled list of checks, e.g. the automated gates or the manual reviews. */
export type CheckGroup = { title: string; when: string; items: readonly string[] };

export type AccessibilityStatement = {
  meta: PageMeta;
  hero: Hero;
  /** ISO date of the last full review; shown in the summary and at the foot of the page. */
  lastReviewed: string;
  summary: { standard: string; covers: string; status: string };
  /** The summary's terms, in the order shown, and its call to action. */
  summaryLabels: { standard: string; covers: string; status: string; lastReviewed: string; report: string };
  standard: { title: string; paragraphs: readonly string[] };
  testing: { title: string; intro: string; groups: readonly CheckGroup[] };
  features: { title: string; intro: string; items: readonly TitleBody[] };
  limitations: { title: string; intro: string; items: readonly TitleBody[] };
  contact: {
    title: string;
    intro: string;
    email: string;
    phone: string;
    emailLabel: string;
    /** Followed by the phone number. */
    callLabel: string;
    addressLabel: string;
    includeTitle: string;
    include: readonly string[];
    response: string;
    procurement: string;
  };
};

export const accessibilityPage = {
  meta: {
    title: 'Accessibility statement',
    description:
      "Granite Peak Systems' accessibility statement: this site targets WCAG 2.2 AA, which covers Revised Section 508. How we test it, where it falls short and how to report a problem.",
    path: '/accessibility',
  },
  hero: {
    eyebrow: 'Accessibility',
    title: 'Accessibility statement',
    lead: 'We want every visitor to be able to read, navigate and use this site, whatever device, browser or assistive technology they rely on. It targets the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, which covers the Revised Section 508 standards.',
  },
  lastReviewed: '2026-11-22',
  summary: {
    standard: 'WCAG 2.2, level AA',
    covers: 'Revised Section 508 (36 CFR 1194), which adopts WCAG 2.0 level A and AA',
    status:
      'Partially conformant: the pages we build meet the standard in our testing; some third-party content may not (see known limitations)',
  },
  summaryLabels: {
    standard: 'Standard',
    covers: 'Covers',
    status: 'Conformance status',
    lastReviewed: 'Last reviewed',
    report: 'Report an accessibility problem',
  },
  standard: {
    title: 'The standard we target',
    paragraphs: [
      'The Revised Section 508 standards, which apply to the information and communication technology US federal agencies buy and use, require web content to meet WCAG 2.0 at levels A and AA. WCAG 2.1 and 2.2 keep those success criteria and add more at the same levels, among them reflow on small screens, contrast of interface controls, text spacing, focus that is never hidden behind sticky content, minimum target size and accessible authentication. Meeting WCAG 2.2 AA therefore also meets Section 508 for this site.',
      'The only WCAG 2.0 criterion that 2.2 retires is 4.1.1 Parsing. We still hold our pages to it: every page must pass the W3C HTML checker with no errors before it is published.',
    ],
  },
  testing: {
    title: 'How we test',
    intro:
      'Accessibility is checked the same way as correctness and speed: automatically on every change, and by people before each release.',
    groups: [
      {
        title: 'Automated checks',
        when: 'On every change. A single failure stops the release.',
        items: [
          'axe-core with the WCAG 2.2 A and AA rules and its best-practice rules, on every page at a desktop width (1280 px) and a phone width (375 px): zero violations.',
          'The same scan with each open state: the mobile menu, the Products menu, every dialog and image viewer, every FAQ answer and every tab.',
          'The W3C Nu Html Checker on every page: zero errors.',
          'A link check: every internal link, image and in-page anchor resolves, every image has a text alternative, no id is used twice, and every link that opens a new tab says so.',
          'Lighthouse on the main pages, on mobile and desktop: accessibility, best-practice and SEO scores of 100, and no layout shift while a page loads.',
        ],
      },
      {
        title: 'Checks by people',
        when: 'Before each release, on every new or changed page.',
        items: [
          'A keyboard-only walk-through: every menu, dialog, image viewer, FAQ, tab strip, carousel and form reached and used with Tab, Shift+Tab, Enter, Space, Escape and the arrow keys, with a visible focus indicator that never disappears behind the sticky header.',
          'Screen reader checks with NVDA and Firefox on Windows and VoiceOver and Safari on macOS and iOS: landmarks, heading outline, link and button names, dialog announcements, form labels and results.',
          'Text enlarged to 200%, the page zoomed to 400% (320 px wide) without sideways scrolling, Windows contrast themes, and the reduced-motion setting.',
        ],
      },
    ],
  },
  features: {
    title: 'What the site does to help',
    intro: 'These are built into the shared layout and components, so every page has them.',
    items: [
      {
        title: 'Landmarks and headings',
        body: 'A "Skip to main content" link comes first; header, navigation, main content and footer are landmarks; each page has one main heading with its sections in order beneath it.',
      },
      {
        title: 'Visible focus',
        body: 'Everything you can operate shows a high-contrast focus outline, and targets are at least 24 by 24 pixels.',
      },
      {
        title: 'Dialogs that behave',
        body: 'Enlarged images and detail pop-ups move focus to their close button, keep it inside while open, close with Escape and return focus to where you were.',
      },
      {
        title: 'Contrast and text',
        body: 'Text and interface colours meet the AA contrast ratios, and text can be enlarged without content being cut off.',
      },
      {
        title: 'Reduced motion',
        body: 'If your system asks for reduced motion, animated transitions and smooth scrolling are switched off.',
      },
      {
        title: 'Complete HTML',
        body: 'Every page is delivered as finished HTML, so its content reaches you even before, or without, JavaScript.',
      },
    ],
  },
  limitations: {
    title: 'Known limitations',
    intro:
      'Some content is not fully under our control, or does not yet meet the standard. We list it here rather than leave you to find it.',
    items: [
      {
        title: 'Blog posts',
        body: 'Articles are written in a hosted blogging service and shown as published there. Images in older posts may lack a useful text alternative and embedded media may lack captions. Tell us which post, and we will correct it or send you its content in another format.',
      },
      {
        title: 'External sites and tools',
        body: 'The FedStryke contract search tool and our product documentation run on separate sites, which open in a new tab and are not covered by this statement. We pass problems you report on them to the team that runs them.',
      },
      {
        title: 'PDF datasheet',
        body: 'The Frontier Edge datasheet is a PDF and may not read well with a screen reader. The same specifications are on the Frontier Edge pages, and we will send an accessible version on request.',
      },
      {
        title: 'Moving partner logos',
        body: 'The partner logo strip on the home page advances on its own every two seconds. Each logo is also an ordinary link you can reach with the keyboard. If the movement gets in your way, tell us.',
      },
      {
        title: 'Contact form',
        body: 'The contact form sends your message through a third-party email service and needs JavaScript. If it reports an error, or does not work with your setup, write to us directly at the address below.',
      },
    ],
  },
  contact: {
    title: 'Report a problem',
    intro:
      'If something on this site is hard or impossible for you to use, we want to know, and we will help you get the information another way in the meantime.',
    email: site.company.accessibilityEmail,
    phone: site.company.phone,
    emailLabel: 'Email the accessibility team',
    callLabel: 'Call',
    addressLabel: 'Our address:',
    includeTitle: 'It helps if you tell us',
    include: [
      'the address of the page',
      'what you were trying to do and what happened',
      'the browser and any assistive technology you use, if you are happy to say',
    ],
    response: 'We reply within two business days, and aim to fix problems in our own pages within ten business days.',
    procurement:
      'Evaluating our products for purchase? Ask for the Accessibility Conformance Report (VPAT®) of the product you are considering.',
  },
} as const satisfies AccessibilityStatement;
