import { SimplePage } from '@/components/simple-page';
import { teamPage } from '@/content/team';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(teamPage.meta);

export default function TeamPage() {
  return <SimplePage content={teamPage} />;
}
