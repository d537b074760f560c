import { PageHero } from '@/components/page-hero';
import { LinkButton } from '@/components/ui/link-button';
import { Section } from '@/components/ui/section';
import { documentationSection, homePage } from '@/content/home';
import { pageMetadata } from '@/lib/seo';
import styles from './home.module.css';

export const metadata = pageMetadata(homePage.meta);

export default function HomePage() {
  return (
    <>
      <PageHero {...homePage.hero} />
      <Section title="What we make routine" tone="muted">
        <ul className={styles.pills}>
          {homePage.sections.map((pill) => (
            <li key={pill.title} className={styles.pill}>
              <h3 className={styles.pillTitle}>{pill.title}</h3>
              <p>{pill.body}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id={documentationSection.id} title={documentationSection.title}>
        <p className={styles.docText}>{documentationSection.body}</p>
        <LinkButton href={documentationSection.cta.href} variant="secondary">
          {documentationSection.cta.label}
        </LinkButton>
      </Section>
    </>
  );
}
