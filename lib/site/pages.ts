/**
 * Every static page's content (meta: title, description, path; hero eyebrow), for what is built from every page
 * at once: the route list, social cards, breadcrumbs. Pages themselves import their own content module directly.
 */
import { aboutPage } from '@/content/about';
import { accessibilityPage } from '@/content/accessibility';
import { blogPage } from '@/content/blog';
import { contactPage } from '@/content/contact';
import { day2AppsPage } from '@/content/day2apps';
import { documentationPage } from '@/content/documentation';
import { federalFrontierPage } from '@/content/federal-frontier';
import { fedstrykePage } from '@/content/fedstryke';
import { fkpPage } from '@/content/fkp';
import { fleetEdgeAirPage } from '@/content/fleetedge-air';
import { fleetEdgeLandPage } from '@/content/fleetedge-land';
import { fleetEdgeSeaPage } from '@/content/fleetedge-sea';
import { frontierEdgePage } from '@/content/frontier-edge';
import { homePage } from '@/content/home';
import { privacyPage } from '@/lib/analytics/notice';
import { privateSectorPage } from '@/content/private-sector';
import { productsPage } from '@/content/products';
import { disclosurePage } from '@/content/security-disclosure';
import { searchPage } from '@/content/search';
import { securityPage } from '@/content/security';
import { teamPage } from '@/content/team';
import { vitroPage } from '@/content/vitro';
import { whyCapiPage } from '@/content/whycapi';
import { xtremeCloudSsoPage } from '@/content/xtreme-cloud-sso';
import type { PageMeta } from '@/content/types';

type PageWithMeta = { meta: PageMeta; hero?: { eyebrow?: string; title?: string } };

/** Every static page's content module, in the order of the site's route list (lib/site/routes.ts). */
export const pageContents: readonly PageWithMeta[] = [
  homePage,
  productsPage,
  documentationPage,
  securityPage,
  whyCapiPage,
  teamPage,
  contactPage,
  federalFrontierPage,
  xtremeCloudSsoPage,
  frontierEdgePage,
  fleetEdgeSeaPage,
  fleetEdgeLandPage,
  fleetEdgeAirPage,
  vitroPage,
  fkpPage,
  day2AppsPage,
  fedstrykePage,
  privateSectorPage,
  aboutPage,
  blogPage,
  accessibilityPage,
  privacyPage,
  disclosurePage,
  searchPage,
];

export function pageContent(path: string): PageWithMeta | undefined {
  return pageContents.find((page) => page.meta.path === path);
}
