import { ClosingCta } from '@/components/sections/closing-cta';
import { PageHero } from '@/components/sections/page-hero';
import { ScreenshotGallery } from '@/components/sections/screenshot-gallery';
import { TitleBodyGrid } from '@/components/sections/title-body-grid';
import { Section } from '@/components/ui/section';
import { day2AppsPage } from '@/content/day2apps';
import { pageMetadata } from '@/lib/site/seo';
import { AddOnList } from './_components/add-on-list';
import { PageJsonLd } from '@/components/layout/page-json-ld';

export const metadata = pageMetadata(day2AppsPage.meta);

export default function Day2AppsPage() {
  const { hero, themes, addOns, screenshots, cta } = day2AppsPage;
  return (
    <>
      <PageJsonLd meta={day2AppsPage.meta} />
      <PageHero {...hero} />
      <Section title={themes.title} intro={themes.intro}>
        <TitleBodyGrid items={themes.items} min="18rem" />
      </Section>
      <Section title={addOns.title} intro={addOns.intro} tone="muted">
        <AddOnList items={addOns.items} />
      </Section>
      <Section title={screenshots.title} intro={screenshots.intro}>
        <ScreenshotGallery items={screenshots.items} size="large" />
      </Section>
      <ClosingCta {...cta} tone="inverse" />
    </>
  );
}
