import { pageContents } from './pages';

/**
 * Every static route of the site, for the sitemap, the audits and the e2e walk over all pages: the paths of the
 * pages' content modules, so a new page is listed by adding its content to lib/site/pages.ts.
 */
export const staticRoutes: readonly string[] = pageContents.map((page) => page.meta.path);
