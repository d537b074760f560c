import { env } from '@/lib/config/env';
import { sitemapEntries } from '@/lib/site/sitemap';
import { renderSitemapIndex, renderUrlset, sitemapPartPath, sitemapParts } from '@/lib/site/sitemap-xml';

// Written to out/sitemap.xml by the static export.
export const dynamic = 'force-static';

/** Every URL of the site; past 45,000 URLs a sitemap index of /sitemaps/{n}.xml instead. */
export async function GET() {
  const parts = sitemapParts(await sitemapEntries());
  const xml =
    parts.length === 1
      ? renderUrlset(parts[0] ?? [])
      : renderSitemapIndex(parts.map((_, index) => `${env.siteUrl}${sitemapPartPath(index + 1)}`));
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
