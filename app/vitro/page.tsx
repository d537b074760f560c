import { ComplianceBadges } from '@/components/sections/compliance-badges';
import { ClosingCta } from '@/components/sections/closing-cta';
import { PageHero } from '@/components/sections/page-hero';
import { PrivateCloudFeatureCards } from '@/components/cards/private-cloud-feature-cards';
import { TitleBodyGrid } from '@/components/sections/title-body-grid';
import { TitledLists } from '@/components/sections/titled-lists';
import { Section } from '@/components/ui/section';
import { vitroPage } from '@/content/vitro';
import { pageMetadata } from '@/lib/site/seo';
import { PageJsonLd } from '@/components/layout/page-json-ld';

export const metadata = pageMetadata(vitroPage.meta);

export default function VitroPage() {
  const { hero, whyChoose, features, compliance, cta } = vitroPage;
  return (
    <>
      <PageJsonLd meta={vitroPage.meta} />
      <PageHero {...hero} />
      <Section title={whyChoose.title}>
        <TitleBodyGrid items={whyChoose.columns} />
      </Section>
      <Section title={features.title} intro={features.intro} tone="muted">
        <PrivateCloudFeatureCards features={features.cards} />
      </Section>
      <Section title={compliance.title} intro={compliance.intro}>
        <TitledLists lists={compliance.lists} />
        <ComplianceBadges title={compliance.badges.title} badges={compliance.badges.items} note={compliance.badges.note} />
      </Section>
      <ClosingCta {...cta} tone="inverse" />
    </>
  );
}
