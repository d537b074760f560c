import { site } from './site';
import type { PolicyPageContent } from './types';

// Deployer-specific facts (who answers, how long things are kept, the host) come from site.privacy; the rest
// describes what this codebase does, so it stays true until the code changes. Adding analytics, a cookie, an
// embed or a new processor means changing this notice in the same commit (see the note in app/layout.tsx).

const { company, privacy } = site;

export const privacyPage = {
  meta: {
    title: 'Privacy notice',
    description: `What ${company.name}'s website collects (only what you type into the contact form), who processes it, how long it is kept and how to have it deleted. No cookies, no tracking.`,
    path: '/privacy',
  },
  hero: {
    eyebrow: 'Privacy',
    title: 'Privacy notice',
    lead: `This website sets no cookies and runs no analytics, advertising or tracking scripts. The only personal information ${company.name} receives through it is what you choose to type into the contact form.`,
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
      paragraphs: [`Two services handle your information on ${company.name}'s behalf, and only for the purposes above:`],
      items: [
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
    {
      id: 'cookies',
      title: 'Cookies and tracking',
      paragraphs: [
        'This site sets no cookies. It runs no analytics, advertising, heat-map or session-recording scripts, and it loads no fonts, videos or widgets from other companies. If that ever changes, this notice changes first.',
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

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
