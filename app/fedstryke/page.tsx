import { ClosingCta } from '@/components/sections/closing-cta';
import { PageHero } from '@/components/sections/page-hero';
import { ScreenshotGallery } from '@/components/sections/screenshot-gallery';
import { TitleBodyGrid } from '@/components/sections/title-body-grid';
import { TitledLists } from '@/components/sections/titled-lists';
import { Accordion } from '@/components/ui/accordion';
import { Section } from '@/components/ui/section';
import { fedstrykePage as content } from '@/content/fedstryke';
import { pageMetadata } from '@/lib/site/seo';
import styles from './page.module.css';
import { PageJsonLd } from '@/components/layout/page-json-ld';

export const metadata = pageMetadata(content.meta);

export default function FedstrykePage() {
  const faq = content.faq.items.map((item) => ({ id: item.id, title: item.question, content: <p>{item.answer}</p> }));
  return (
    <>
      <PageJsonLd meta={content.meta} />
      <PageHero {...content.hero} />

      <Section title={content.why.title}>
        <div className={styles.prose}>
          {content.why.paragraphs.map((p) => (
            <p key={p.slice(0, 32)}>{p}</p>
          ))}
        </div>
      </Section>

      <Section title={content.whatItDoes.title} intro={content.whatItDoes.intro} tone="muted">
        <TitleBodyGrid items={content.whatItDoes.cards} min="20rem" rule="primary" />
      </Section>

      <Section title={content.capabilities.title}>
        <TitledLists lists={content.capabilities.lists} density="compact" />
      </Section>

      <Section title={content.screenshots.title} intro={content.screenshots.intro} tone="muted">
        <ScreenshotGallery items={content.screenshots.items} />
      </Section>

      <Section title={content.faq.title}>
        <div className={styles.faq}>
          <Accordion items={faq} name="fedstryke-faq" />
        </div>
      </Section>

      <ClosingCta {...content.finalCta} tone="inverse-panel" />
    </>
  );
}
