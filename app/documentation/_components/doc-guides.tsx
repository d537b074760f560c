import { SiteLink } from '@/components/layout/site-link';
import { Card, CardGrid } from '@/components/ui/card';
import { ExternalLink } from '@/components/ui/external-link';
import { Section } from '@/components/ui/section';
import type { DocGuide } from '@/content/documentation';
import styles from './doc-guides.module.css';

type Props = {
  title: string;
  intro: string;
  docsLabel: string;
  pageLabel: string;
  items: readonly DocGuide[];
};

/** One card per product: what its documentation covers, the documentation itself and the product page. */
export function DocGuides({ title, intro, docsLabel, pageLabel, items }: Props) {
  return (
    <Section title={title} intro={intro}>
      <CardGrid min="20rem" as="ul">
        {items.map((guide) => (
          <li key={guide.product}>
            <Card
              title={guide.product}
              footer={
                <div className={styles.links}>
                  <ExternalLink href={guide.docs} className={styles.docs}>
                    {docsLabel}
                    <span className="visually-hidden"> for {guide.product}</span>
                  </ExternalLink>
                  <SiteLink href={guide.page}>
                    {pageLabel}
                    <span className="visually-hidden"> for {guide.product}</span>
                  </SiteLink>
                </div>
              }
            >
              <p>{guide.summary}</p>
              <ul className={styles.topics}>
                {guide.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
            </Card>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
