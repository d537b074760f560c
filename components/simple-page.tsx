import { PageHero } from '@/components/page-hero';
import { Card, CardGrid } from '@/components/ui/card';
import { Section } from '@/components/ui/section';
import type { SimplePageContent } from '@/content/types';

/** Hero plus a grid of titled paragraphs: the shape of a page before it grows its own sections. */
export function SimplePage({ content }: { content: SimplePageContent }) {
  return (
    <>
      <PageHero {...content.hero} />
      {content.sections.length > 0 ? (
        <Section>
          <CardGrid>
            {content.sections.map((section) => (
              <Card key={section.title} title={section.title}>
                <p>{section.body}</p>
              </Card>
            ))}
          </CardGrid>
        </Section>
      ) : null}
    </>
  );
}
