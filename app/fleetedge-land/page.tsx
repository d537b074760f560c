import { FleetEdgePage } from '@/components/edge/fleet-edge-page';
import { fleetEdgeLandPage } from '@/content/fleetedge-land';
import { pageMetadata } from '@/lib/site/seo';

export const metadata = pageMetadata(fleetEdgeLandPage.meta);

export default function FleetEdgeLandRoute() {
  return <FleetEdgePage content={fleetEdgeLandPage} />;
}
