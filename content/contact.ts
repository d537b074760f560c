import type { Hero, PageMeta, TitleBody } from './types';
import { site } from './site';

/** What a visitor sees at each step of sending the form; `alerts` are browser alerts fixed word for word. */
export type ContactFormCopy = {
  heading: string;
  intro: string;
  fields: Record<ContactFieldName, { label: string; hint?: string }>;
  /** Inline errors, per field and per failed browser check. */
  errors: {
    user_name: { valueMissing: string };
    user_email: { valueMissing: string; typeMismatch: string };
    message: { valueMissing: string };
  };
  submit: string;
  /** Beside the send button: where to read what happens to what is sent. */
  privacy: { before: string; linkLabel: string; href: string; after: string };
  honeypotLabel: string;
  status: { sending: string; sent: string; failed: string; rateLimited: string };
  alerts: { success: string; failure: string };
  noScript: string;
};

export type ContactFieldName = 'user_name' | 'user_email' | 'message';

export type ContactChannel = { label: string; value: string; href?: string; note: string };

// The send step's refusals live apart so the client bundle takes them without the page copy and site facts.
export { sendRefusals } from './contact-refusals';

const phoneHref = `tel:${site.company.phone.replace(/[^\d+]/g, '')}`;

export const contactPage = {
  meta: {
    title: 'Contact us',
    description: "Request a demo, a quote or a 20-minute fit-check call with Granite Peak Systems' engineers.",
    path: '/contact',
  } satisfies PageMeta,
  hero: {
    eyebrow: 'Contact',
    title: 'Talk to our engineers',
    lead: 'Tell us what you are running and where. An engineer, not a sales script, replies within one business day to arrange a demo, a quote or a fit-check call.',
  } satisfies Hero,
  form: {
    heading: 'Send us a message',
    intro: 'All three fields are required. We use your details only to answer this message.',
    fields: {
      user_name: { label: 'Your name' },
      user_email: { label: 'Work email', hint: 'We reply from a named engineer’s address, never a mailing list.' },
      message: {
        label: 'How can we help?',
        hint: 'For example: the platform you run today, connected or air-gapped, the compliance framework you answer to, and your timeline.',
      },
    },
    errors: {
      user_name: { valueMissing: 'Enter your name.' },
      user_email: {
        valueMissing: 'Enter your email address.',
        typeMismatch: 'Enter an email address in the form name@agency.gov.',
      },
      message: { valueMissing: 'Enter a message, so we know who should reply.' },
    },
    submit: 'Send message',
    privacy: {
      before: 'Who handles what you send, and for how long, is set out in our',
      linkLabel: 'privacy notice',
      href: '/privacy',
      after: '.',
    },
    honeypotLabel: 'Leave this field empty',
    status: {
      sending: 'Sending your message…',
      sent: 'Email sent successfully. An engineer will reply within one business day.',
      failed: `Error sending email. Your message is still in the form: try again, or write to ${site.company.email}.`,
      rateLimited: 'Error sending email: a message was sent from this browser a few seconds ago. Wait a moment, then try again.',
    },
    alerts: { success: 'Email sent successfully', failure: 'Error sending email' },
    noScript: `This form needs JavaScript to send. Write to ${site.company.email} instead.`,
  } satisfies ContactFormCopy,
  /** Shown instead of the form when the site was built without the EmailJS settings. */
  unavailable: {
    text: 'The contact form is not available right now — write to',
    email: site.company.email,
  },
  nextSteps: {
    heading: 'What happens after you write',
    steps: [
      {
        title: 'A demo on your terms',
        body: 'A solutions engineer walks through FKP, Vitro or Frontier Edge against your own scenario — cluster lifecycle, an air-gapped install, a STIG-hardened node — not a canned slide deck.',
      },
      {
        title: 'A quote you can take to procurement',
        body: 'Subscription pricing per cluster or per node, with support tiers, in writing. We work with your contracting officer or reseller on the vehicle you already use.',
      },
      {
        title: 'A 20-minute fit-check call',
        body: 'Not sure which product fits? Twenty minutes with an engineer answers whether we can help, and if we cannot, who can.',
      },
    ] satisfies TitleBody[],
  },
  otherWays: {
    heading: 'Other ways to reach us',
    channels: [
      {
        label: 'Email',
        value: site.company.email,
        href: `mailto:${site.company.email}`,
        note: 'Answered by engineers on US business days.',
      },
      { label: 'Phone', value: site.company.phone, href: phoneHref, note: 'Monday to Friday, 9:00 to 17:00 Eastern.' },
      { label: 'Office', value: site.company.address, note: 'Visits by appointment.' },
      {
        label: 'Accessibility',
        value: site.company.accessibilityEmail,
        href: `mailto:${site.company.accessibilityEmail}`,
        note: 'Trouble using this site or our products with assistive technology? Tell us here.',
      },
    ] satisfies ContactChannel[],
  },
} as const;
