import { EdgeVariantCards } from '@/components/edge/edge-variant-cards';
import { NumberedSteps } from '@/components/sections/numbered-steps';
import { PageHero } from '@/components/sections/page-hero';
import { TitleBodyGrid } from '@/components/sections/title-body-grid';
import { Section } from '@/components/ui/section';
import { ZoomableImage } from '@/components/ui/zoomable-image';
import { frontierEdgePage as content } from '@/content/frontier-edge';
import { pageMetadata } from '@/lib/site/seo';
import { KeyFacts } from './_components/key-facts';
import styles from './page.module.css';
import { PageJsonLd } from '@/components/layout/page-json-ld';

export const metadata = pageMetadata(content.meta);

export default function FrontierEdgePage() {
  return (
    <>
      <PageJsonLd meta={content.meta} />
      <PageHero {...content.hero} media={<ZoomableImage {...content.node} priority />} />

      <Section title={content.overview.title}>
        <div className={styles.overview}>
          <div className={styles.prose}>
            {content.overview.paragraphs.map((p) => (
              <p key={p.slice(0, 32)}>{p}</p>
            ))}
          </div>
          <KeyFacts label={content.factsTitle} facts={content.facts} />
        </div>
      </Section>

      <Section title={content.benefits.title} tone="muted">
        <TitleBodyGrid items={content.benefits.items} min="20rem" rule="accent" />
      </Section>

      <NumberedSteps id="how-it-works" {...content.howItWorks} tone="default" layout="wrap" />

      <Section title={content.variants.title} intro={content.variants.intro} tone="muted">
        <EdgeVariantCards items={content.variants.items} />
      </Section>
    </>
  );
}
