import { site } from './site';
import type { SimplePageContent } from './types';

export const fleetEdgeLandPage = {
  meta: {
    title: 'FleetEdge Land',
    description: 'FleetEdge Land: vehicle and forward-site edge computing with Kubernetes on rugged ARM64 nodes, built for disconnected operations.',
    path: '/fleetedge-land',
  },
  hero: {
    eyebrow: 'FleetEdge Land',
    title: 'FleetEdge Land: edge computing for vehicles and forward sites',
    lead: 'Kubernetes for command posts, vehicles and remote sites, provisioned before deployment and maintained from wherever the network reaches.',
    ctas: [
      { label: 'Learn More', href: site.urls.documentation, external: true },
      { label: 'View Datasheet', href: '/images/frontier-edge-datasheet.pdf', external: true },
      { label: 'Request a Demo', href: '/contact' },
      { label: 'Contact us for a Quote', href: '/contact' },
    ],
  },
  sections: [],
} satisfies SimplePageContent;
