import { escapeXml } from '../util/xml';

/** One <url> of a sitemap. */
export type SitemapEntry = {
  url: string;
  lastModified?: string;
  changeFrequency?: 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';
  priority?: number;
};

/**
 * URLs per sitemap file. The protocol allows 50,000 (and 50 MB); past 45,000 the site writes a sitemap index
 * and files of at most 45,000 URLs, leaving room for the pages added between two builds.
 */
export const MAX_SITEMAP_URLS = 45_000;

/** The entries cut into sitemap files of at most `max` URLs, in order; always at least one (maybe empty) file. */
export function sitemapParts<T>(entries: readonly T[], max = MAX_SITEMAP_URLS): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < entries.length; start += max) parts.push(entries.slice(start, start + max));
  return parts.length > 0 ? parts : [[]];
}

export function renderUrlset(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) =>
    [
      '<url>',
      `<loc>${escapeXml(entry.url)}</loc>`,
      entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : '',
      entry.changeFrequency ? `<changefreq>${entry.changeFrequency}</changefreq>` : '',
      entry.priority !== undefined ? `<priority>${entry.priority}</priority>` : '',
      '</url>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderSitemapIndex(locations: readonly string[]): string {
  const items = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...items,
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** The address of part `index` (1-based) when the sitemap is split. */
export function sitemapPartPath(index: number): string {
  return `/sitemaps/${index}.xml`;
}
