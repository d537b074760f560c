import { SimplePage } from '@/components/simple-page';
import { fleetEdgeLandPage } from '@/content/fleetedge-land';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(fleetEdgeLandPage.meta);

export default function FleetEdgeLandPage() {
  return <SimplePage content={fleetEdgeLandPage} />;
}
