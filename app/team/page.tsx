import { ClosingCta } from '@/components/sections/closing-cta';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/ui/section';
import { teamPage, teamRoster } from '@/content/team';
import { pageMetadata } from '@/lib/site/seo';
import { TeamRoster } from './_components/team-roster';
import { PageJsonLd } from '@/components/layout/page-json-ld';

export const metadata = pageMetadata(teamPage.meta);

export default function TeamPage() {
  return (
    <>
      <PageJsonLd meta={teamPage.meta} />
      <PageHero {...teamPage.hero} />
      <Section id="roster" title={teamPage.roster.title} intro={teamPage.roster.intro}>
        <TeamRoster members={teamRoster.members} />
      </Section>
      <ClosingCta {...teamPage.closing} />
    </>
  );
}
