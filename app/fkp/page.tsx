import { ClosingCta } from '@/components/sections/closing-cta';
import { PageHero } from '@/components/sections/page-hero';
import { TitledLists } from '@/components/sections/titled-lists';
import { TitleBodyGrid } from '@/components/sections/title-body-grid';
import { Section } from '@/components/ui/section';
import { fkpPage } from '@/content/fkp';
import { pageMetadata } from '@/lib/site/seo';
import { CoreFeatures } from './_components/core-features';
import { DocTiles } from './_components/doc-tiles';
import { PageJsonLd } from '@/components/layout/page-json-ld';

export const metadata = pageMetadata(fkpPage.meta);

export default function FkpPage() {
  const { hero, coreFeatures, valueProps, compliance, docTiles, cta } = fkpPage;
  return (
    <>
      <PageJsonLd meta={fkpPage.meta} />
      <PageHero {...hero} />
      <Section title={coreFeatures.title} intro={coreFeatures.intro}>
        <CoreFeatures cards={coreFeatures.cards} pointsTitle={coreFeatures.pointsTitle} />
      </Section>
      <Section title={valueProps.title} tone="muted">
        <TitleBodyGrid items={valueProps.items} min="18rem" />
      </Section>
      <Section title={compliance.title} intro={compliance.intro}>
        <TitledLists lists={compliance.lists} />
      </Section>
      <Section title={docTiles.title} intro={docTiles.intro} tone="muted">
        <DocTiles tiles={docTiles.tiles} />
      </Section>
      <ClosingCta {...cta} tone="inverse" />
    </>
  );
}
