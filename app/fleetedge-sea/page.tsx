import { FleetEdgePage } from '@/components/edge/fleet-edge-page';
import { fleetEdgeSeaPage } from '@/content/fleetedge-sea';
import { pageMetadata } from '@/lib/site/seo';

export const metadata = pageMetadata(fleetEdgeSeaPage.meta);

export default function FleetEdgeSeaRoute() {
  return <FleetEdgePage content={fleetEdgeSeaPage} />;
}
