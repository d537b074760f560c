import { site } from '@/content/site';
import { pageContent } from '@/lib/site/pages';
import { staticRoutes } from '@/lib/site/routes';
import { ogCardPath } from './paths';

/** What a route's social card shows: a small label (the page's eyebrow, e.g. the product) over its hero title. */
export type OgCard = { path: string; file: string; label: string; title: string };

/** One card per static route, in route order; a route without a page module here fails the build. */
export function staticOgCards(): OgCard[] {
  return staticRoutes.map((path) => {
    const page = pageContent(path);
    if (!page) throw new Error(`lib/og/cards.ts: no page content for ${path}; add its content module to lib/site/pages.ts`);
    const title = path === '/' ? site.company.tagline : (page.hero?.title ?? page.meta.title);
    return { path, file: ogCardPath(path), label: page.hero?.eyebrow ?? site.company.name, title };
  });
}
