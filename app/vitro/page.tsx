import { SimplePage } from '@/components/simple-page';
import { vitroPage } from '@/content/vitro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(vitroPage.meta);

export default function VitroPage() {
  return <SimplePage content={vitroPage} />;
}
