import { SimplePage } from '@/components/simple-page';
import { fleetEdgeAirPage } from '@/content/fleetedge-air';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(fleetEdgeAirPage.meta);

export default function FleetEdgeAirPage() {
  return <SimplePage content={fleetEdgeAirPage} />;
}
