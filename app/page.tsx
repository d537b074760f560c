import { PartnerCarousel } from './_components/partner-carousel';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/ui/section';
import { ContentImage } from '@/components/ui/content-image';
import { homePage } from '@/content/home';
import { partners } from '@/content/partners';
import { pageMetadata } from '@/lib/site/seo';
import { DocumentationCta } from './_components/documentation-cta';
import { ProductHighlight } from './_components/product-highlight';
import { ValuePills } from './_components/value-pills';

export const metadata = pageMetadata(homePage.meta);

export default function HomePage() {
  const { heroImage } = homePage;
  return (
    <>
      <PageHero {...homePage.hero} media={<ContentImage image={heroImage} load="priority" />} />
      <ValuePills {...homePage.pills} />
      <ProductHighlight highlight={homePage.highlight} />
      <Section title={homePage.partners.title} intro={homePage.partners.intro} tone="muted">
        <PartnerCarousel partners={partners} label={homePage.partners.label} />
      </Section>
      <DocumentationCta />
    </>
  );
}
