import { SimplePage } from '@/components/simple-page';
import { day2AppsPage } from '@/content/day2apps';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(day2AppsPage.meta);

export default function Day2AppsPage() {
  return <SimplePage content={day2AppsPage} />;
}
