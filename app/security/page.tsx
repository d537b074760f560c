import { SimplePage } from '@/components/simple-page';
import { securityPage } from '@/content/security';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(securityPage.meta);

export default function SecurityPage() {
  return <SimplePage content={securityPage} />;
}
