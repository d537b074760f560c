import { PageHero } from '@/components/sections/page-hero';
import { TitleBodyGrid } from '@/components/sections/title-body-grid';
import { Section } from '@/components/ui/section';
import { accessibilityPage as page } from '@/content/accessibility';
import { pageMetadata } from '@/lib/site/seo';
import { CheckGroups } from './_components/check-groups';
import { LimitationList } from './_components/limitation-list';
import { ReportProblem } from './_components/report-problem';
import { StatementSummary } from './_components/statement-summary';
import styles from './_components/statement.module.css';
import { PageJsonLd } from '@/components/layout/page-json-ld';

export const metadata = pageMetadata(page.meta);

export default function AccessibilityPage() {
  return (
    <>
      <PageJsonLd meta={page.meta} />
      <PageHero {...page.hero} />
      <StatementSummary
        summary={page.summary}
        summaryLabels={page.summaryLabels}
        lastReviewed={page.lastReviewed}
        email={page.contact.email}
      />
      <Section title={page.standard.title} id="standard">
        {page.standard.paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles.measure}>
            {paragraph}
          </p>
        ))}
      </Section>
      <Section title={page.testing.title} intro={page.testing.intro} id="testing" tone="muted">
        <CheckGroups groups={page.testing.groups} />
      </Section>
      <Section title={page.features.title} intro={page.features.intro} id="features">
        <TitleBodyGrid items={page.features.items} min="17rem" />
      </Section>
      <Section title={page.limitations.title} intro={page.limitations.intro} id="limitations" tone="muted">
        <LimitationList items={page.limitations.items} />
      </Section>
      <Section title={page.contact.title} id="report-a-problem">
        <ReportProblem contact={page.contact} />
      </Section>
    </>
  );
}
