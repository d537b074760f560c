import { SimplePage } from '@/components/simple-page';
import { frontierEdgePage } from '@/content/frontier-edge';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(frontierEdgePage.meta);

export default function FrontierEdgePage() {
  return <SimplePage content={frontierEdgePage} />;
}
