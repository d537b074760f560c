import { SimplePage } from '@/components/simple-page';
import { privateSectorPage } from '@/content/private-sector';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(privateSectorPage.meta);

export default function PrivateSectorPage() {
  return <SimplePage content={privateSectorPage} />;
}
