import { SimplePage } from '@/components/simple-page';
import { fedstrykePage } from '@/content/fedstryke';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(fedstrykePage.meta);

export default function FedstrykePage() {
  return <SimplePage content={fedstrykePage} />;
}
