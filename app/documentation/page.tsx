import { SimplePage } from '@/components/simple-page';
import { documentationPage } from '@/content/documentation';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(documentationPage.meta);

export default function DocumentationPage() {
  return <SimplePage content={documentationPage} />;
}
