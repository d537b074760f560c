import { SimplePage } from '@/components/simple-page';
import { xtremeCloudSsoPage } from '@/content/xtreme-cloud-sso';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(xtremeCloudSsoPage.meta);

export default function XtremeCloudSsoPage() {
  return <SimplePage content={xtremeCloudSsoPage} />;
}
