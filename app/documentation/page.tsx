import { CtaRow, PageHero } from '@/components/page-hero';
import { Card, CardGrid } from '@/components/ui/card';
import { Section } from '@/components/ui/section';
import { documentationPage } from '@/content/documentation';
import { pageMetadata } from '@/lib/seo';
import { DocGuides } from './_components/doc-guides';
import { PageJsonLd } from '@/components/page-json-ld';

export const metadata = pageMetadata(documentationPage.meta);

export default function DocumentationPage() {
  const { audiences, help } = documentationPage;
  return (
    <>
      <PageJsonLd meta={documentationPage.meta} />
      <PageHero {...documentationPage.hero} />
      <DocGuides {...documentationPage.guides} />
      <Section title={audiences.title} tone="muted">
        <CardGrid min="18rem" as="ul">
          {audiences.items.map((item) => (
            <li key={item.title}>
              <Card title={item.title}>
                <p>{item.body}</p>
              </Card>
            </li>
          ))}
        </CardGrid>
      </Section>
      <Section title={help.title} intro={help.body}>
        <CtaRow ctas={[help.cta]} />
      </Section>
    </>
  );
}
