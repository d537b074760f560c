import type { Cta, Hero, ImageAsset, PageMeta } from './types';

/** A team member: image, name, role. */
export type TeamMember = { name: string; role: string; image: ImageAsset };

/**
 * SAMPLE ROSTER — placeholder people for the company to replace before launch.
 * No real roster is given, so these names and roles are invented and the avatars are generated initials
 * (art/generate-avatar.ts), not photos of anyone. Replace each entry with a real person and a real
 * portrait (same width/height, or update them), then set `isSample` to false.
 */
export const teamRoster = {
  isSample: true,
  members: [
    member('Dana Whitfield', 'Chief Executive Officer', 'dana-whitfield'),
    member('Marcus Oyelaran', 'Chief Technology Officer', 'marcus-oyelaran'),
    member('Priya Raman', 'Vice President, Platform Engineering', 'priya-raman'),
    member('Tomás Reyes', 'Director, Federal Programs', 'tomas-reyes'),
    member('Hannah Kowalczyk', 'Principal Security Engineer', 'hannah-kowalczyk'),
    member('Jae-won Park', 'Lead Site Reliability Engineer', 'jae-won-park'),
    member('Amara Nwosu', 'Head of Customer Success', 'amara-nwosu'),
    member('Elliot Brennan', 'Solutions Architect, Edge Systems', 'elliot-brennan'),
  ] satisfies TeamMember[],
};

function member(name: string, role: string, slug: string): TeamMember {
  return {
    name,
    role,
    image: { src: `/images/team/${slug}.svg`, alt: `Initials avatar of ${name}`, width: 240, height: 240 },
  };
}

export const teamPage = {
  meta: {
    title: 'Team',
    description: "Meet the engineers and operators behind Granite Peak Systems' Kubernetes, OpenStack and edge platforms.",
    path: '/team',
  } satisfies PageMeta,
  hero: {
    eyebrow: 'Company',
    title: 'Our team',
    lead: 'Platform engineers, site reliability engineers and security specialists who have run infrastructure for agencies, defence programs and regulated enterprises.',
  } satisfies Hero,
  roster: {
    title: 'Leadership and engineering',
    intro: 'The people who design the platform, harden it and answer the phone when it matters.',
  },
  closing: {
    title: 'Talk to the people who build it',
    body: 'Demos and fit-check calls are run by our engineers, so your questions about architecture, hardening and accreditation get real answers.',
    ctas: [{ label: 'Contact us', href: '/contact' }] satisfies Cta[],
  },
};
