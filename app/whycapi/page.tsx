import { SimplePage } from '@/components/simple-page';
import { whyCapiPage } from '@/content/whycapi';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(whyCapiPage.meta);

export default function WhyCapiPage() {
  return <SimplePage content={whyCapiPage} />;
}
