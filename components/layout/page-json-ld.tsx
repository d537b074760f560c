import type { PageMeta } from '@/content/types';
import { breadcrumbJsonLd, breadcrumbTrail, productJsonLd } from '@/lib/site/structured-data';
import { JsonLd } from './json-ld';

/** A page's own structured data: its breadcrumb trail (every page but home) and, on product pages, the product. */
export function PageJsonLd({ meta }: { meta: PageMeta }) {
  if (meta.path === '/') return null;
  const product = productJsonLd(meta);
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(breadcrumbTrail(meta))} />
      {product ? <JsonLd data={product} /> : null}
    </>
  );
}
