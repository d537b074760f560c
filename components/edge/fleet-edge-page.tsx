import { PageJsonLd } from '@/components/layout/page-json-ld';
import { PageHero } from '@/components/sections/page-hero';
import { TitleBodyGrid } from '@/components/sections/title-body-grid';
import { ExternalLink } from '@/components/ui/external-link';
import { Section } from '@/components/ui/section';
import { ZoomableImage } from '@/components/ui/zoomable-image';
import { fleetEdgeSectionTitles as titles, fleetEdgeVariants, type FleetEdgeContent } from '@/content/edge';
import { frontierEdgePage } from '@/content/frontier-edge';
import { EdgeVariantCards } from './edge-variant-cards';
import styles from './fleet-edge-page.module.css';

/** The one layout of /fleetedge-sea, /fleetedge-land and /fleetedge-air; each page passes its content object. */
export function FleetEdgePage({ content }: { content: FleetEdgeContent }) {
  const family = [
    { name: titles.overviewLink, href: frontierEdgePage.meta.path, summary: titles.overviewSummary },
    ...fleetEdgeVariants.filter((v) => v.href !== content.meta.path),
  ];
  return (
    <>
      <PageJsonLd meta={content.meta} />
      <PageHero {...content.hero} />

      <Section title={content.explanation.title}>
        <div className={styles.explanation}>
          <div className={styles.prose}>
            {content.explanation.paragraphs.map((p) => (
              <p key={p.slice(0, 32)}>{p}</p>
            ))}
          </div>
          <ZoomableImage {...content.diagram} />
        </div>
      </Section>

      <Section title={titles.benefits} tone="muted">
        <TitleBodyGrid items={content.benefits} min="20rem" rule="accent" />
      </Section>

      <Section title={titles.features} intro={titles.featuresIntro}>
        <ul className={styles.tiles}>
          {content.features.map((f) => (
            <li key={f.title} className={styles.tile}>
              <h3 className={styles.tileTitle}>
                <ExternalLink href={f.href} className={styles.tileLink}>
                  {f.title}
                </ExternalLink>
              </h3>
              <p className={styles.tileBody}>{f.body}</p>
              <span className={styles.tileDocs} aria-hidden="true">
                {titles.featureLinkHint} ↗
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={titles.technicalSpecifications} tone="muted">
        <p className={styles.specs}>{content.technicalSpecifications}</p>
      </Section>

      <Section title={titles.family}>
        <EdgeVariantCards items={family} />
      </Section>
    </>
  );
}
