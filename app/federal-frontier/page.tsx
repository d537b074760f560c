import { ClosingCta } from '@/components/sections/closing-cta';
import { NumberedSteps } from '@/components/sections/numbered-steps';
import { PageHero } from '@/components/sections/page-hero';
import { TitleBodyCards } from '@/components/cards/title-body-cards';
import { ContentImage } from '@/components/ui/content-image';
import { federalFrontierPage } from '@/content/federal-frontier';
import { pageMetadata } from '@/lib/site/seo';
import { FrameworkSupport } from './_components/framework-support';
import { Portfolio } from './_components/portfolio';
import { PageJsonLd } from '@/components/layout/page-json-ld';

export const metadata = pageMetadata(federalFrontierPage.meta);

export default function FederalFrontierPage() {
  const { hero, heroImage, problem, portfolio, compliance, environments, engagement, closing } = federalFrontierPage;
  return (
    <>
      <PageJsonLd meta={federalFrontierPage.meta} />
      <PageHero {...hero} media={<ContentImage image={heroImage} load="priority" />} />
      <TitleBodyCards id="one-baseline" {...problem} />
      <Portfolio {...portfolio} />
      <FrameworkSupport {...compliance} />
      <TitleBodyCards id="environments" tone="muted" min="14rem" {...environments} />
      <NumberedSteps id="engagement" tone="default" {...engagement} />
      <ClosingCta {...closing} />
    </>
  );
}
