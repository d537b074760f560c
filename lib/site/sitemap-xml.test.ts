import { MAX_SITEMAP_URLS, renderSitemapIndex, renderUrlset, sitemapPartPath, sitemapParts } from './sitemap-xml';

describe('sitemapParts', () => {
  it('keeps up to 45,000 URLs in one file', () => {
    expect(MAX_SITEMAP_URLS).toBe(45_000);
    expect(sitemapParts(Array.from({ length: 45_000 }, (_, i) => i))).toHaveLength(1);
    expect(sitemapParts([])).toEqual([[]]);
  });

  it('splits past 45,000, keeping every URL once and in order', () => {
    const entries = Array.from({ length: 100_001 }, (_, i) => i);
    const parts = sitemapParts(entries);
    expect(parts.map((part) => part.length)).toEqual([45_000, 45_000, 10_001]);
    expect(parts.flat()).toEqual(entries);
  });
});

describe('sitemap XML', () => {
  it('writes a urlset with escaped locations', () => {
    const xml = renderUrlset([
      { url: 'https://x.test/blog/1/a&b', lastModified: '2025-01-01T00:00:00+00:00', changeFrequency: 'monthly', priority: 0.6 },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<url><loc>https://x.test/blog/1/a&amp;b</loc><lastmod>2025-01-01T00:00:00+00:00</lastmod><changefreq>monthly</changefreq><priority>0.6</priority></url>',
    );
  });

  it('writes an index of the parts', () => {
    const xml = renderSitemapIndex(['https://x.test/sitemaps/1.xml']);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<sitemap><loc>https://x.test/sitemaps/1.xml</loc></sitemap>');
    expect(sitemapPartPath(2)).toBe('/sitemaps/2.xml');
  });
});
