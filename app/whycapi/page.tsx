import { ClosingCta } from '@/components/sections/closing-cta';
import { LinkCardGrid } from '@/components/cards/link-card-grid';
import { NumberedSteps } from '@/components/sections/numbered-steps';
import { PageHero } from '@/components/sections/page-hero';
import { TitleBodyCards } from '@/components/cards/title-body-cards';
import { Section } from '@/components/ui/section';
import { whyCapiPage } from '@/content/whycapi';
import { pageMetadata } from '@/lib/site/seo';
import { Architecture } from './_components/architecture';
import { Intro } from './_components/intro';
import { Lifecycle } from './_components/lifecycle';
import { PageJsonLd } from '@/components/layout/page-json-ld';

export const metadata = pageMetadata(whyCapiPage.meta);

export default function WhyCapiPage() {
  const { hero, intro, architecture, providers, lifecycle, upgrades, whyItMatters, inOurProducts, closing } = whyCapiPage;
  return (
    <>
      <PageJsonLd meta={whyCapiPage.meta} />
      <PageHero {...hero} />
      <Intro {...intro} />
      <Architecture {...architecture} />
      <TitleBodyCards id="providers" {...providers} />
      <Lifecycle {...lifecycle} />
      <NumberedSteps id="upgrades" {...upgrades} />
      <TitleBodyCards id="why-it-matters" {...whyItMatters} />
      <Section id="in-our-products" title={inOurProducts.title} tone="muted">
        <LinkCardGrid items={inOurProducts.items} />
      </Section>
      <ClosingCta {...closing} />
    </>
  );
}
