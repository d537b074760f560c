import { site } from './site';
import type { PolicyPageContent } from './types';

// Deployer-specific facts (who answers, how long things are kept, the host) come from site.privacy; the rest
// describes what this codebase does, so it stays true until the code changes. Adding a cookie, an embed or a new
// processor means changing this notice in the same commit (see the note in app/layout.tsx). The analytics part is
// a function of the build's analytics settings and event list, which lib/analytics/notice.ts passes in, so the
// notice says analytics is off exactly when it is, and names every event the site can send.

const { company, privacy } = site;

/** The analytics settings the notice describes (the build's Plausible settings). */
export type NoticeAnalytics = { domain: string; endpoint: string };

/** One event the site can send: what it tells the team, the name Plausible records, the properties it carries. */
export type NoticeEvent = { note: string; name: string; props: readonly string[] };

/**
 * What each event tells the team, in the notice's words, by the event's key in lib/analytics/events.ts
 * (lib/analytics/notice.ts fails the type check when an event has no note here).
 */
export const eventNotes = {
  pageview:
    'each page you open: its address, with any search words or other query removed (only campaign tags, utm_… and ref, are kept), and the address of the page that linked to it',
  notFound: 'an address on this site that has no page: the address',
  outbound: 'a link to another website that you follow: the link’s address',
  download: 'a file you download, such as the Frontier Edge datasheet: the file’s address',
  cta: 'a link to the contact page that you follow: its words and the page it was on',
  contactSent: 'a message sent through the contact form: only the page that led you to the form, never anything you typed',
} as const satisfies Record<string, string>;

/** The Plausible server the events go to, as a visitor would recognise it. */
function collectorName({ endpoint }: NoticeAnalytics): string {
  const host = new URL(endpoint).hostname;
  return host === 'plausible.io' ? 'Plausible Analytics (plausible.io)' : `a Plausible Analytics server at ${host}`;
}

function analyticsSections(analytics: NoticeAnalytics, events: readonly NoticeEvent[]) {
  return [
    {
      id: 'analytics',
      title: 'Counting visits',
      paragraphs: [
        `To learn which pages help visitors and which links lead nowhere, this site counts visits with ${collectorName(analytics)}. It sets no cookie and stores nothing in your browser. Your browser sends a short note to that server at these moments, and at no others:`,
      ],
      items: events.map(({ note, name, props }, index) => {
        const carried = props.length ? `, with ${props.join(' and ')}` : '';
        return `${note} (recorded as “${name}”${carried})${index === events.length - 1 ? '.' : ';'}`;
      }),
    },
    {
      id: 'analytics-limits',
      title: 'What the counting keeps, and when nothing is sent',
      paragraphs: [
        'When you leave a page, one more note says how far down you scrolled and how long the page was open. Like any web server, the Plausible server sees your IP address and browser name: it uses them only to tell one day’s visitors apart, through an identifier that changes every day, and keeps neither. Our team sees totals per page, link and source, never a person.',
        'Nothing is sent when your browser sends Global Privacy Control or Do Not Track, and nothing from the editors’ drafts preview.',
      ],
      links: [{ label: 'Plausible’s data policy', href: 'https://plausible.io/data-policy' }],
    },
  ];
}

/**
 * The notice for a build with these analytics settings (null: analytics off) and the events it sends (only
 * listed when analytics is on; lib/analytics/notice.ts passes the site's own).
 */
export function privacyNotice(analytics: NoticeAnalytics | null, events: readonly NoticeEvent[] = []) {
  const counted = analytics !== null;
  return {
    meta: {
      title: 'Privacy notice',
      description: counted
        ? `What ${company.name}'s website collects (what you type into the contact form, and visits counted without cookies or personal data), who processes it, how long it is kept and how to have it deleted.`
        : `What ${company.name}'s website collects (only what you type into the contact form), who processes it, how long it is kept and how to have it deleted. No cookies, no tracking.`,
      path: '/privacy',
    },
    hero: {
      eyebrow: 'Privacy',
      title: 'Privacy notice',
      lead: counted
        ? `This website sets no cookies and runs no advertising or tracking scripts. It counts visits without cookies and without personal data, as described below. The only personal information ${company.name} receives through it is what you choose to type into the contact form.`
        : `This website sets no cookies and runs no analytics, advertising or tracking scripts. The only personal information ${company.name} receives through it is what you choose to type into the contact form.`,
    },
    lastUpdated: privacy.lastUpdated,
    sections: [
      {
        id: 'contact-form',
        title: 'What the contact form collects',
        paragraphs: [
          'When you send the contact form, we receive exactly the three things you typed, and nothing the form gathers on its own:',
        ],
        items: ['your name,', 'your email address,', 'your message.'],
      },
      {
        id: 'why',
        title: 'Why we collect it',
        paragraphs: [
          'To answer you: arrange the demo, quote or call you asked for, and keep the thread of that conversation. We do not add you to a mailing list, we do not use your message for marketing you did not ask for, and we never sell or rent your details.',
        ],
      },
      {
        id: 'processors',
        title: 'Who handles it',
        paragraphs: [
          `${counted ? 'Three' : 'Two'} services handle your information on ${company.name}'s behalf, and only for the purposes ${counted ? 'in this notice' : 'above'}:`,
        ],
        items: [
          ...(analytics ? [`${capitalise(collectorName(analytics))}, which counts visits as described under “Counting visits”.`] : []),
          'EmailJS, the sending service behind the contact form: your browser sends the form to EmailJS, which emails it to our team. It does not keep your message for its own use.',
          `${capitalise(privacy.host)}, which serves these pages: like any web server, it records each request (your IP address, the page, the time and your browser's name) to keep the site running and secure, and deletes those logs after ${privacy.hostLogRetention}.`,
        ],
        links: [{ label: "EmailJS's privacy policy", href: 'https://www.emailjs.com/legal/privacy-policy/' }],
      },
      {
        id: 'retention',
        title: 'How long we keep it',
        paragraphs: [
          `Messages from the contact form stay in our team's mailbox for ${privacy.messageRetention}, so we can pick up where we left off, and are then deleted. Server access logs are deleted after ${privacy.hostLogRetention}.`,
        ],
      },
      ...(analytics ? analyticsSections(analytics, events) : []),
      {
        id: 'cookies',
        title: 'Cookies and tracking',
        paragraphs: [
          counted
            ? 'This site sets no cookies. Apart from the visit counting above, which uses none, it runs no advertising, heat-map or session-recording scripts, and it loads no fonts, videos or widgets from other companies. If that ever changes, this notice changes first.'
            : 'This site sets no cookies. It runs no analytics, advertising, heat-map or session-recording scripts, and it loads no fonts, videos or widgets from other companies. If that ever changes, this notice changes first.',
          'Two small things your browser does on its own: after you send the contact form, the form notes the time of sending in your browser’s local storage so that a second click a few seconds later is not sent twice (the note holds no name or identifier and never leaves your browser); and when the blog shows posts newer than this copy of the site, your browser fetches them from WordPress.com, which hosts the blog and sees that request as any web server would.',
        ],
      },
      {
        id: 'your-rights',
        title: 'Seeing, correcting or deleting your information',
        paragraphs: [
          `Write to ${privacy.email} to ask what we hold about you, to correct it, or to have it deleted. You do not need to give a reason. We answer within ${privacy.responseDays} days and confirm when the deletion is done.`,
        ],
        links: [{ label: privacy.email, href: `mailto:${privacy.email}` }],
      },
      {
        id: 'changes',
        title: 'Changes to this notice',
        paragraphs: [
          `When this notice changes, the date below changes with it. ${company.legalName} is responsible for this website and for the information you send through it.`,
        ],
      },
    ],
  } satisfies PolicyPageContent;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
