import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/ui/section';
import { Tabs } from '@/components/ui/tabs';
import { productCards, productsPage } from '@/content/products';
import { pageMetadata } from '@/lib/site/seo';
import { PlatformDiagram } from './_components/platform-diagram';
import { ProductPanel } from './_components/product-panel';
import { QuickLook } from './_components/quick-look';
import { PageJsonLd } from '@/components/layout/page-json-ld';

export const metadata = pageMetadata(productsPage.meta);

export default function ProductsPage() {
  const { tabs } = productsPage;
  return (
    <>
      <PageJsonLd meta={productsPage.meta} />
      <PageHero {...productsPage.hero} />
      <QuickLook {...productsPage.quickLook} />
      <Section title={tabs.title} intro={tabs.intro} tone="muted">
        <Tabs
          label={tabs.label}
          items={productCards.map((product) => ({
            id: product.id,
            label: product.name,
            panel: <ProductPanel product={product} learnMore={tabs.learnMore} />,
          }))}
        />
      </Section>
      <PlatformDiagram {...productsPage.diagram} />
    </>
  );
}
