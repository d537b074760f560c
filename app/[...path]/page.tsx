import { notFound } from 'next/navigation';
import { cache } from 'react';
import { JsonLd } from '@/components/layout/json-ld';
import { PageView } from '@/components/wp-pages/page-view';
import { wpPageJsonLd, wpPageMetadata } from '@/lib/wp-pages/seo';
import { NO_PAGES_SEGMENT } from '@/lib/wp-pages/paths';
import { getSitePage, pageRoutes } from '@/lib/wp-pages/source';

type Params = { path: string[] };
type Props = { params: Promise<Params> };

/**
 * WordPress pages at their WordPress paths (lib/wp-pages/). The export writes every placed page; a page whose
 * path the site already serves was left out before this route sees it, so every other route keeps its address.
 * The server pre-renders them too and renders a page published after the build on its first request (dynamicParams
 * keeps its default), then caches and revalidates it as it does articles.
 */
export async function generateStaticParams(): Promise<Params[]> {
  const routes = await pageRoutes();
  // An export fails on a dynamic route with no params at all: a site with no pages writes one 404 page here.
  return routes.length > 0 ? routes.map(({ segments }) => ({ path: segments })) : [{ path: [NO_PAGES_SEGMENT] }];
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * One page per request: the metadata and the body read the same one (keyed by the path, a string, for cache()).
 * It always settles a turn of the event loop later, as it does when the pages' list is still being fetched: the
 * export's flight data then lists the head and the body in one order whether or not an earlier page of the same
 * build worker had fetched the list, so a rebuild that changes no page rewrites none (e2e/artifacts/layout.test.ts).
 */
const pageAt = cache(async (path: string) => {
  const page = await getSitePage(path.split('/'));
  await new Promise((settled) => setImmediate(settled));
  return page;
});

async function load(params: Props['params']) {
  const { path } = await params;
  const page = await pageAt(path.map(decoded).join('/'));
  if (!page) notFound();
  return page;
}

export async function generateMetadata({ params }: Props) {
  return wpPageMetadata(await load(params));
}

export default async function WordPressPage({ params }: Props) {
  const page = await load(params);
  return (
    <>
      <PageView page={page} />
      {wpPageJsonLd(page).map((data) => (
        <JsonLd key={String(data['@type'])} data={data} />
      ))}
    </>
  );
}
