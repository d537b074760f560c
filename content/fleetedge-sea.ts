import { site } from './site';
import type { SimplePageContent } from './types';

export const fleetEdgeSeaPage = {
  meta: {
    title: 'FleetEdge Sea',
    description: 'FleetEdge Sea: maritime edge computing with Kubernetes on rugged ARM64 nodes that keep ships operating through intermittent satellite links.',
    path: '/fleetedge-sea',
  },
  hero: {
    eyebrow: 'FleetEdge Sea',
    title: 'FleetEdge Sea: maritime edge computing',
    lead: 'Ship-borne Kubernetes that keeps sensors, navigation analytics and crew services running between satellite passes.',
    ctas: [
      { label: 'Learn More', href: site.urls.documentation, external: true },
      { label: 'View Datasheet', href: '/images/frontier-edge-datasheet.pdf', external: true },
      { label: 'Request a Demo', href: '/contact' },
      { label: 'Contact us for a Quote', href: '/contact' },
    ],
  },
  sections: [],
} satisfies SimplePageContent;
