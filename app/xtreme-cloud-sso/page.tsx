import { ClosingCta } from '@/components/sections/closing-cta';
import { PageHero } from '@/components/sections/page-hero';
import { TitleBodyGrid } from '@/components/sections/title-body-grid';
import { Section } from '@/components/ui/section';
import { xtremeCloudSsoPage } from '@/content/xtreme-cloud-sso';
import { pageMetadata } from '@/lib/site/seo';
import { ComparisonTable } from './_components/comparison-table';
import { CompeteList } from './_components/compete-list';
import { Pitch } from './_components/pitch';
import { PageJsonLd } from '@/components/layout/page-json-ld';

export const metadata = pageMetadata(xtremeCloudSsoPage.meta);

export default function XtremeCloudSsoPage() {
  const { hero, pitch, comparison, compete, features, cta } = xtremeCloudSsoPage;
  return (
    <>
      <PageJsonLd meta={xtremeCloudSsoPage.meta} />
      <PageHero {...hero} />
      <Section title={pitch.title}>
        <Pitch paragraphs={pitch.paragraphs} diagram={pitch.diagram} />
      </Section>
      <Section title={comparison.title} tone="muted">
        <ComparisonTable {...comparison} />
      </Section>
      <Section title={compete.title} intro={compete.intro}>
        <CompeteList items={compete.items} />
      </Section>
      <Section title={features.title} intro={features.intro} tone="muted">
        <TitleBodyGrid items={features.items} min="15rem" />
      </Section>
      <ClosingCta {...cta} tone="inverse" />
    </>
  );
}
