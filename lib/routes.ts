/** Every static route of the site, for the sitemap, the audits and the e2e walk over all pages. */
export const staticRoutes = [
  '/',
  '/products',
  '/documentation',
  '/security',
  '/whycapi',
  '/team',
  '/contact',
  '/federal-frontier',
  '/xtreme-cloud-sso',
  '/frontier-edge',
  '/fleetedge-sea',
  '/fleetedge-land',
  '/fleetedge-air',
  '/vitro',
  '/fkp',
  '/day2apps',
  '/fedstryke',
  '/private-sector',
  '/about',
  '/blog',
  '/accessibility',
  '/privacy',
  '/security/disclosure',
  '/search',
] as const;

export type StaticRoute = (typeof staticRoutes)[number];
