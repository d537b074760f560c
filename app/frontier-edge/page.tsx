import { EdgeVariantCards } from '@/components/edge/edge-variant-cards';
import { PageHero } from '@/components/page-hero';
import { Card, CardGrid } from '@/components/ui/card';
import { Section } from '@/components/ui/section';
import { ZoomableImage } from '@/components/ui/zoomable-image';
import { frontierEdgePage as content } from '@/content/frontier-edge';
import { pageMetadata } from '@/lib/seo';
import { KeyFacts } from './_components/key-facts';
import { StepList } from './_components/step-list';
import styles from './page.module.css';
import { PageJsonLd } from '@/components/page-json-ld';

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
        <CardGrid as="ul" min="20rem">
          {content.benefits.items.map((b) => (
            <li key={b.title}>
              <Card title={b.title} className={styles.benefit}>
                <p>{b.body}</p>
              </Card>
            </li>
          ))}
        </CardGrid>
      </Section>

      <Section title={content.howItWorks.title} intro={content.howItWorks.intro}>
        <StepList steps={content.howItWorks.steps} />
      </Section>

      <Section title={content.variants.title} intro={content.variants.intro} tone="muted">
        <EdgeVariantCards items={content.variants.items} />
      </Section>
    </>
  );
}
