/**
 * How each product page describes its product to search engines (schema.org): software as a
 * SoftwareApplication, the edge hardware as a Product. No offers or ratings: the site publishes no prices and
 * no reviews, and structured data must not claim what the page does not show.
 */
export type ProductSchema =
  | { type: 'SoftwareApplication'; name: string; applicationCategory: string; operatingSystem: string }
  | { type: 'Product'; name: string; category: string };

export const productSchemas: Readonly<Record<string, ProductSchema>> = {
  '/fkp': {
    type: 'SoftwareApplication',
    name: 'FKP Kubernetes Platform',
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Linux',
  },
  '/vitro': {
    type: 'SoftwareApplication',
    name: 'Vitro Managed OpenStack',
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Linux',
  },
  '/day2apps': {
    type: 'SoftwareApplication',
    name: 'Day 2 Apps',
    applicationCategory: 'DeveloperApplication',
    operatingSystem: 'Kubernetes',
  },
  '/xtreme-cloud-sso': {
    type: 'SoftwareApplication',
    name: 'Xtreme Cloud SSO',
    applicationCategory: 'SecurityApplication',
    operatingSystem: 'Kubernetes',
  },
  '/fedstryke': {
    type: 'SoftwareApplication',
    name: 'FedStryke Contract Search',
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web browser',
  },
  '/frontier-edge': { type: 'Product', name: 'Frontier Edge', category: 'Edge computing node' },
  '/fleetedge-sea': { type: 'Product', name: 'FleetEdge Sea', category: 'Edge computing node' },
  '/fleetedge-land': { type: 'Product', name: 'FleetEdge Land', category: 'Edge computing node' },
  '/fleetedge-air': { type: 'Product', name: 'FleetEdge Air', category: 'Edge computing node' },
};
