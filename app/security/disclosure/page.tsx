import { PolicyDocument } from '@/components/sections/policy-document';
import { disclosurePage } from '@/content/security-disclosure';
import { pageMetadata } from '@/lib/site/seo';

export const metadata = pageMetadata(disclosurePage.meta);

export default function DisclosurePolicyPage() {
  return <PolicyDocument content={disclosurePage} />;
}
