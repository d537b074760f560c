import { PageJsonLd } from '@/components/layout/page-json-ld';
import { PageHero } from '@/components/sections/page-hero';
import { Container } from '@/components/ui/section';
import type { PolicyPageContent } from '@/content/types';
import { formatReviewedDate } from '@/lib/util/long-date';
import styles from './policy-document.module.css';

/**
 * A notice or policy that is read, printed and quoted: one column at a readable measure, every section an h2
 * with an id so a reviewer can link to 'Safe harbour' or 'How long we keep it'.
 */
export function PolicyDocument({ content }: { content: PolicyPageContent }) {
  return (
    <>
      <PageJsonLd meta={content.meta} />
      <PageHero {...content.hero} />
      <Container className={styles.document}>
        <nav aria-label="On this page" className={styles.toc}>
          <h2 className={styles.tocHeading}>On this page</h2>
          <ol>
            {content.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {content.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className={styles.section}>
            <h2 id={`${section.id}-heading`}>{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.items ? (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
            {section.links ? (
              <ul className={styles.links}>
                {section.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        <p className={styles.updated}>
          Last updated: <time dateTime={content.lastUpdated}>{formatReviewedDate(content.lastUpdated)}</time>
        </p>
      </Container>
    </>
  );
}
