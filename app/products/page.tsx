import { SimplePage } from '@/components/simple-page';
import { productsPage } from '@/content/products';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(productsPage.meta);

export default function ProductsPage() {
  return <SimplePage content={productsPage} />;
}
