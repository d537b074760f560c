import { SimplePage } from '@/components/simple-page';
import { fleetEdgeSeaPage } from '@/content/fleetedge-sea';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(fleetEdgeSeaPage.meta);

export default function FleetEdgeSeaPage() {
  return <SimplePage content={fleetEdgeSeaPage} />;
}
