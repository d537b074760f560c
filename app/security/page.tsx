import { ClosingCta } from '@/components/sections/closing-cta';
import { PageHero } from '@/components/sections/page-hero';
import { ContentImage } from '@/components/ui/content-image';
import { securityPage } from '@/content/security';
import { pageMetadata } from '@/lib/site/seo';
import { Principles } from './_components/principles';
import { SecurityTheme } from './_components/security-theme';
import { PageJsonLd } from '@/components/layout/page-json-ld';

export const metadata = pageMetadata(securityPage.meta);

export default function SecurityPage() {
  const { hero, heroImage, principles, themes, closing } = securityPage;
  return (
    <>
      <PageJsonLd meta={securityPage.meta} />
      <PageHero {...hero} media={<ContentImage image={heroImage} load="priority" />} />
      <Principles {...principles} />
      {themes.map((theme, index) => (
        <SecurityTheme key={theme.id} theme={theme} tone={index % 2 === 0 ? 'default' : 'muted'} />
      ))}
      <ClosingCta {...closing} />
    </>
  );
}
