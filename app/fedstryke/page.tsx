import { CtaRow, PageHero } from '@/components/page-hero';
import { Accordion } from '@/components/ui/accordion';
import { Card, CardGrid } from '@/components/ui/card';
import { Section } from '@/components/ui/section';
import { fedstrykePage as content } from '@/content/fedstryke';
import { pageMetadata } from '@/lib/seo';
import { CapabilityLists } from './_components/capability-lists';
import { ScreenshotGallery } from './_components/screenshot-gallery';
import styles from './page.module.css';
import { PageJsonLd } from '@/components/page-json-ld';

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
        <CardGrid as="ul" min="20rem">
          {content.whatItDoes.cards.map((card) => (
            <li key={card.title}>
              <Card title={card.title} className={styles.card}>
                <p>{card.body}</p>
              </Card>
            </li>
          ))}
        </CardGrid>
      </Section>

      <Section title={content.capabilities.title}>
        <CapabilityLists lists={content.capabilities.lists} />
      </Section>

      <Section title={content.screenshots.title} intro={content.screenshots.intro} tone="muted">
        <ScreenshotGallery items={content.screenshots.items} />
      </Section>

      <Section title={content.faq.title}>
        <div className={styles.faq}>
          <Accordion items={faq} name="fedstryke-faq" />
        </div>
      </Section>

      <Section className={styles.final}>
        <div className={styles.finalPanel}>
          <h2 className={styles.finalTitle}>{content.finalCta.title}</h2>
          <p className={styles.finalBody}>{content.finalCta.body}</p>
          <div className={styles.finalCtas}>
            <CtaRow ctas={[content.finalCta.cta]} inverse />
          </div>
        </div>
      </Section>
    </>
  );
}
