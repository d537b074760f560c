import { FleetEdgePage } from '@/components/edge/fleet-edge-page';
import { fleetEdgeAirPage } from '@/content/fleetedge-air';
import { pageMetadata } from '@/lib/site/seo';

export const metadata = pageMetadata(fleetEdgeAirPage.meta);

export default function FleetEdgeAirRoute() {
  return <FleetEdgePage content={fleetEdgeAirPage} />;
}
