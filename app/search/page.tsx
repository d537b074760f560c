import { PageHero } from '@/components/sections/page-hero';
import { PageJsonLd } from '@/components/layout/page-json-ld';
import { Section } from '@/components/ui/section';
import { searchPage as page } from '@/content/search';
import { pageMetadata } from '@/lib/site/seo';
import { SearchPanel } from './_components/search-panel';
import { SectionLinks } from './_components/section-links';
import styles from './_components/search.module.css';

export const metadata = pageMetadata(page.meta);

export default function SearchPage() {
  return (
    <>
      <PageJsonLd meta={page.meta} />
      <PageHero {...page.hero} />
      <Section as="div">
        <SearchPanel copy={page.copy} sections={page.sections} />
        {/* Shown only without JavaScript (@media (scripting: none)), in place of the panel above. */}
        <div className={`${styles.state} ${styles.noScript}`}>
          <h2 className={styles.stateTitle}>{page.noScript.title}</h2>
          <p>{page.noScript.body}</p>
          <SectionLinks links={page.sections} label={page.copy.sectionsLabel} />
        </div>
      </Section>
    </>
  );
}
