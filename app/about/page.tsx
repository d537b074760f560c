import { ClosingCta } from '@/components/sections/closing-cta';
import { LinkCardGrid } from '@/components/cards/link-card-grid';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/ui/section';
import { aboutPage } from '@/content/about';
import { pageMetadata } from '@/lib/site/seo';
import { Mission } from './_components/mission';
import { Values } from './_components/values';
import { PageJsonLd } from '@/components/layout/page-json-ld';

export const metadata = pageMetadata(aboutPage.meta);

export default function AboutPage() {
  const { hero, mission, values, products, audiences, closing } = aboutPage;
  return (
    <>
      <PageJsonLd meta={aboutPage.meta} />
      <PageHero {...hero} />
      <Mission {...mission} />
      <Values {...values} />
      <Section id="products" title={products.title} intro={products.intro}>
        <LinkCardGrid items={products.cards} />
      </Section>
      <Section id="audiences" title={audiences.title} tone="muted">
        <LinkCardGrid items={audiences.items} min="28rem" />
      </Section>
      <ClosingCta {...closing} />
    </>
  );
}
