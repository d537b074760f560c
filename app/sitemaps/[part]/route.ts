import { sitemapEntries } from '@/lib/site/sitemap';
import { renderUrlset, sitemapParts } from '@/lib/site/sitemap-xml';

export const dynamic = 'force-static';

type Params = { part: string };

/**
 * The files a sitemap index points to once the site passes 45,000 URLs (/sitemaps/1.xml, …). A smaller site
 * still writes 1.xml (the whole list, as /sitemap.xml has it): a static export needs at least one param.
 */
export async function generateStaticParams(): Promise<Params[]> {
  return sitemapParts(await sitemapEntries()).map((_, index) => ({ part: `${index + 1}.xml` }));
}

export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const match = /^([1-9]\d*)\.xml$/.exec((await params).part);
  const part = match ? sitemapParts(await sitemapEntries())[Number(match[1]) - 1] : undefined;
  if (!part) return new Response('Not found', { status: 404 });
  return new Response(renderUrlset(part), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
