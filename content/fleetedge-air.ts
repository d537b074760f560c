import { site } from './site';
import type { SimplePageContent } from './types';

export const fleetEdgeAirPage = {
  meta: {
    title: 'FleetEdge Air',
    description: 'FleetEdge Air: airborne edge computing with Kubernetes on size-, weight- and power-constrained ARM64 nodes.',
    path: '/fleetedge-air',
  },
  hero: {
    eyebrow: 'FleetEdge Air',
    title: 'FleetEdge Air: airborne edge computing',
    lead: 'Low-power Kubernetes nodes for aircraft and unmanned systems that process sensor data in flight and synchronise when they land.',
    ctas: [
      { label: 'Learn More', href: site.urls.documentation, external: true },
      { label: 'View Datasheet', href: '/images/frontier-edge-datasheet.pdf', external: true },
      { label: 'Request a Demo', href: '/contact' },
      { label: 'Contact us for a Quote', href: '/contact' },
    ],
  },
  sections: [],
} satisfies SimplePageContent;
