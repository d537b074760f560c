import { SimplePage } from '@/components/simple-page';
import { federalFrontierPage } from '@/content/federal-frontier';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(federalFrontierPage.meta);

export default function FederalFrontierPage() {
  return <SimplePage content={federalFrontierPage} />;
}
