import { site } from '@/content/site';
import { usableSocialImage } from '@/lib/blog/seo';
import { renderOgCard } from '@/lib/build/og/render-card';
import { decode } from 'he';
import { getPagePlan } from '@/lib/wp-pages/source';
import { UNTITLED_PAGE } from '@/lib/wp-pages/reshape';
import { featuredImageOf } from '@/lib/blog/reshape';
import { env } from '@/lib/config/env';

// A generated card with the page's title, for WordPress pages whose featured image social networks cannot show
// (none, or an SVG): out/og/page/{id}.png. Pages with a usable featured image share that image instead.

type Params = { card: string };

export async function generateStaticParams(): Promise<Params[]> {
  const { placed } = await getPagePlan();
  const needCards = placed.filter(({ page }) => !usableSocialImage(featuredImageOf(page, env.blog.apiBase)));
  // An export fails on a dynamic route with no params at all; one spare card costs less than a special case.
  const ids = needCards.length > 0 ? needCards.map(({ page }) => page.ID) : [placed[0]?.page.ID ?? 0];
  return ids.map((id) => ({ card: `${id}.png` }));
}

export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const { card } = await params;
  const id = Number(/^(\d+)\.png$/.exec(card)?.[1]);
  const placed = (await getPagePlan()).placed.find(({ page }) => page.ID === id);
  if (!placed) return new Response('Not found', { status: 404 });
  return renderOgCard({ label: site.company.name, title: decode(placed.page.title).trim() || UNTITLED_PAGE });
}
