import { blogPage } from '@/content/blog';
import { getPostSummaries } from '@/lib/blog/source';
import { usableSocialImage } from '@/lib/blog/seo';
import { renderOgCard } from '@/lib/build/og/render-card';

// A generated card with the post's title, for articles whose featured image social networks cannot show (none,
// or an SVG): out/og/blog/{id}.png. Posts with a usable featured image share that image instead.

type Params = { card: string };

export async function generateStaticParams(): Promise<Params[]> {
  const posts = await getPostSummaries();
  const needCards = posts.filter((post) => !usableSocialImage(post.featuredImage));
  // An export fails on a dynamic route with no params at all; one spare card costs less than a special case.
  return (needCards.length > 0 ? needCards : posts.slice(0, 1)).map((post) => ({ card: `${post.id}.png` }));
}

export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const { card } = await params;
  const id = Number(/^(\d+)\.png$/.exec(card)?.[1]);
  const post = (await getPostSummaries()).find((p) => p.id === id);
  if (!post) return new Response('Not found', { status: 404 });
  return renderOgCard({ label: blogPage.meta.title, title: post.title });
}
