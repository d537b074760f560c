import { PolicyDocument } from '@/components/sections/policy-document';
import { privacyPage } from '@/lib/analytics/notice';
import { pageMetadata } from '@/lib/site/seo';

export const metadata = pageMetadata(privacyPage.meta);

export default function PrivacyPage() {
  return <PolicyDocument content={privacyPage} />;
}
