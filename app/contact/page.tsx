import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/ui/section';
import { contactPage } from '@/content/contact';
import { contactFormIds } from '@/lib/contact/form-ids';
import { pageMetadata } from '@/lib/site/seo';
import { ContactChannels } from './_components/contact-channels';
import { FormPanel } from './_components/form-panel';
import { NextSteps } from './_components/next-steps';
import styles from './_components/contact-sections.module.css';
import { PageJsonLd } from '@/components/layout/page-json-ld';

export const metadata = pageMetadata(contactPage.meta);

// Read at build time; a build without the EmailJS variables warns here and the page explains where to write.
const formIds = contactFormIds();

export default function ContactPage() {
  const { hero, form, unavailable, nextSteps, otherWays } = contactPage;
  return (
    <>
      <PageJsonLd meta={contactPage.meta} />
      <PageHero {...hero} />
      <Section tone="muted">
        <div className={styles.layout}>
          <FormPanel copy={form} ids={formIds} unavailable={unavailable} />
          <NextSteps heading={nextSteps.heading} steps={nextSteps.steps} />
        </div>
      </Section>
      <Section title={otherWays.heading}>
        <ContactChannels channels={otherWays.channels} />
      </Section>
    </>
  );
}
