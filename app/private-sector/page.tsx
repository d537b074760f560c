import { ComplianceBadges } from '@/components/sections/compliance-badges';
import { ClosingCta } from '@/components/sections/closing-cta';
import { NumberedSteps } from '@/components/sections/numbered-steps';
import { PageHero } from '@/components/sections/page-hero';
import { PrivateCloudFeatureCards } from '@/components/cards/private-cloud-feature-cards';
import { TitleBodyGrid } from '@/components/sections/title-body-grid';
import { TitledLists } from '@/components/sections/titled-lists';
import { Section } from '@/components/ui/section';
import { privateSectorPage } from '@/content/private-sector';
import { pageMetadata } from '@/lib/site/seo';
import { CaseStudies } from './_components/case-studies';
import { PageJsonLd } from '@/components/layout/page-json-ld';

export const metadata = pageMetadata(privateSectorPage.meta);

export default function PrivateSectorPage() {
  const { hero, why, features, caseStudies, compliance, journey, cta } = privateSectorPage;
  return (
    <>
      <PageJsonLd meta={privateSectorPage.meta} />
      <PageHero {...hero} />
      <Section title={why.title}>
        <TitleBodyGrid items={why.columns} />
      </Section>
      <Section title={features.title} intro={features.intro} tone="muted">
        <PrivateCloudFeatureCards features={features.cards} markCompliance />
      </Section>
      <Section title={caseStudies.title} intro={caseStudies.intro}>
        <CaseStudies items={caseStudies.items} />
      </Section>
      <Section title={compliance.title} intro={compliance.intro} tone="muted">
        <TitledLists lists={compliance.lists} />
        <ComplianceBadges title={compliance.badges.title} badges={compliance.badges.items} note={compliance.badges.note} />
      </Section>
      <NumberedSteps id="compliance-journey" tone="default" layout="journey" {...journey} />
      <ClosingCta {...cta} tone="inverse" />
    </>
  );
}
