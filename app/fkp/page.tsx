import { SimplePage } from '@/components/simple-page';
import { fkpPage } from '@/content/fkp';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(fkpPage.meta);

export default function FkpPage() {
  return <SimplePage content={fkpPage} />;
}
