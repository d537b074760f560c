import { PageHero } from '@/components/sections/page-hero';
import { CtaRow } from '@/components/ui/cta-row';
import { TitleBodyGrid } from '@/components/sections/title-body-grid';
import { Section } from '@/components/ui/section';
import { documentationPage } from '@/content/documentation';
import { pageMetadata } from '@/lib/site/seo';
import { DocGuides } from './_components/doc-guides';
import { PageJsonLd } from '@/components/layout/page-json-ld';

export const metadata = pageMetadata(documentationPage.meta);

export default function DocumentationPage() {
  const { audiences, help } = documentationPage;
  return (
    <>
      <PageJsonLd meta={documentationPage.meta} />
      <PageHero {...documentationPage.hero} />
      <DocGuides {...documentationPage.guides} />
      <Section title={audiences.title} tone="muted">
        <TitleBodyGrid items={audiences.items} min="18rem" />
      </Section>
      <Section title={help.title} intro={help.body}>
        <CtaRow ctas={[help.cta]} />
      </Section>
    </>
  );
}
