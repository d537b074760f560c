import { SimplePage } from '@/components/simple-page';
import { accessibilityPage } from '@/content/accessibility';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(accessibilityPage.meta);

export default function AccessibilityPage() {
  return <SimplePage content={accessibilityPage} />;
}
