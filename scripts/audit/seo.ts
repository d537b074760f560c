// SEO audit of the static export: every page and article has a unique title and meta description, a canonical
// link to itself, Open Graph title/description/url/image, exactly one h1 and <html lang>; robots.txt and
// sitemap.xml exist and the sitemap lists exactly the exported pages; every JSON-LD block parses and carries
// an expected @type.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NOT_A_PAGE, htmlFiles, isArticle, isListRedirect, resolveOnExport, routeOf } from './lib/export';
import { attr, elements, parseHtml, textContent, type HtmlElement } from './lib/html';

/**
 * schema.org types a page may declare, with the properties each must carry. A new type is a deliberate
 * addition here, so a typo ('Blogposting') cannot pass unnoticed.
 */
const JSON_LD_TYPES: Record<string, string[]> = {
  Organization: ['name', 'url'],
  BlogPosting: ['headline', 'datePublished'],
  WebSite: ['name', 'url'],
  WebPage: ['name'],
  AboutPage: ['name'],
  ContactPage: ['name'],
  CollectionPage: ['name'],
  Blog: ['name'],
  BreadcrumbList: ['itemListElement'],
  ItemList: ['itemListElement'],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  SoftwareApplication: ['name'],
  Product: ['name'],
  Service: ['name'],
  Person: ['name'],
};

/**
 * Pages that stand in for other addresses and are noindex on purpose: the 404 page, and the page that renders
 * articles newer than the build in the browser (its content, h1 and canonical arrive with the post).
 */
const UTILITY_PAGES = new Map([
  ['/404', 'the 404 page'],
  ['/blog/article', "the blog's browser-side article page"],
  ['/blog/drafts', "the editors' drafts preview"],
]);

const metaContent = (els: HtmlElement[], key: string) => {
  const el = els.find((e) => e.tagName === 'meta' && (attr(e, 'property') === key || attr(e, 'name') === key));
  return el ? (attr(el, 'content') ?? '').trim() : undefined;
};

/** Entities of a JSON-LD block: one object, an array, or an @graph. */
type Entity = Record<string, unknown>;

function entitiesOf(data: unknown): Entity[] {
  if (Array.isArray(data)) return data.flatMap(entitiesOf);
  if (data && typeof data === 'object' && Array.isArray((data as Entity)['@graph']))
    return ((data as Entity)['@graph'] as unknown[]).flatMap(entitiesOf);
  return data && typeof data === 'object' ? [data as Entity] : [];
}

/** Sitemap <loc> values. The file is written by app/sitemap.xml/route.ts (lib/site/sitemap-xml.ts), one <loc> per URL and no CDATA. */
export function sitemapLocs(xml: string): string[] {
  const decode = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  return [...xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map((m) => decode(m[1] ?? ''));
}

/** Audits the pages; `siteOrigin` is the origin canonical links, og:url and the sitemap must use. */
export type SeoReport = {
  pages: number;
  articles: number;
  sitemapCount: number;
  jsonLdTypes: Map<string, number>;
  summary: string;
  errors: string[];
};

export function auditSeo(outDir: string, { siteOrigin }: { siteOrigin: string }): SeoReport {
  const errors: string[] = [];
  const titles = new Map<string, string[]>();
  const descriptions = new Map<string, string[]>();
  const jsonLdTypes = new Map<string, number>();
  const pages: string[] = [];
  let notFoundChecked = false;

  for (const file of htmlFiles(outDir)) {
    const route = routeOf(outDir, file);
    if (route === '/_not-found') continue;
    const document = parseHtml(readFileSync(file, 'utf8'));
    const els = elements(document);
    const fail = (message: string) => errors.push(`${route}: ${message}`);

    const html = els.find((e) => e.tagName === 'html');
    if (!html || !(attr(html, 'lang') ?? '').trim()) fail('<html> has no lang');
    // An inline SVG's <title> is in the SVG namespace: only the document's own title counts.
    const titleEls = els.filter((e) => e.tagName === 'title' && e.namespaceURI === 'http://www.w3.org/1999/xhtml');
    const title = titleEls.length === 1 ? textContent(titleEls[0]!).trim() : '';
    if (titleEls.length !== 1 || !title) fail(`${titleEls.length} <title> elements, expected one non-empty`);
    const robots = metaContent(els, 'robots') ?? '';

    const utility = UTILITY_PAGES.get(route) ?? (isListRedirect(route) ? "a redirect to a list's first page" : undefined);
    // The empty archive a blog without tags still gets (a static export needs one param): noindex and unlisted.
    if (!utility && /^\/blog\/tag\/[^/]+$/.test(route) && /noindex/i.test(robots)) continue;
    if (utility) {
      // Served in place of other addresses: it must stay out of search results, not be unique or listed.
      if (!/noindex/i.test(robots)) fail(`${utility} lacks <meta name="robots" content="noindex">`);
      if (route === '/404') notFoundChecked = true;
      continue;
    }
    const h1s = els.filter((e) => e.tagName === 'h1');
    if (h1s.length !== 1) fail(`${h1s.length} h1 elements, expected exactly one`);
    pages.push(route);
    if (/noindex/i.test(robots)) fail(`meta robots "${robots}" keeps a real page out of search results`);

    if (title) titles.set(title, [...(titles.get(title) ?? []), route]);
    const description = metaContent(els, 'description');
    if (!description) fail('no meta description');
    else descriptions.set(description, [...(descriptions.get(description) ?? []), route]);

    const canonicals = els.filter((e) => e.tagName === 'link' && (attr(e, 'rel') ?? '').split(/\s+/).includes('canonical'));
    const expectedUrl = new URL(route, siteOrigin).href;
    const canonical = canonicals.length === 1 ? attr(canonicals[0]!, 'href') : undefined;
    if (canonicals.length !== 1) fail(`${canonicals.length} canonical links, expected one`);
    else if (!canonical || !/^https?:\/\//.test(canonical)) fail(`canonical "${canonical}" is not an absolute URL`);
    else if (decodeURI(new URL(canonical).href) !== decodeURI(expectedUrl))
      fail(`canonical ${canonical} is not this page (${expectedUrl})`);

    for (const key of ['og:title', 'og:description', 'og:url', 'og:image']) {
      if (!metaContent(els, key)) fail(`no ${key}`);
    }
    const ogUrl = metaContent(els, 'og:url');
    if (ogUrl && canonical && ogUrl !== canonical) fail(`og:url ${ogUrl} differs from the canonical ${canonical}`);
    const ogImage = metaContent(els, 'og:image');
    if (ogImage) {
      const image = new URL(ogImage, siteOrigin);
      if (!/^https?:\/\//.test(ogImage)) fail(`og:image "${ogImage}" is not an absolute URL`);
      else if (image.origin === siteOrigin && !resolveOnExport(outDir, image.pathname)) fail(`og:image ${ogImage} is not on the export`);
    }

    const types: string[] = [];
    for (const script of els.filter((e) => e.tagName === 'script' && attr(e, 'type') === 'application/ld+json')) {
      let data: unknown;
      try {
        data = JSON.parse(textContent(script));
      } catch (error) {
        fail(`a JSON-LD block does not parse: ${error instanceof Error ? error.message : String(error)}`);
        continue;
      }
      for (const entity of entitiesOf(data)) {
        const entityTypes = [entity['@type']].flat();
        for (const type of entityTypes.map(String)) {
          const required = JSON_LD_TYPES[type];
          if (!required) {
            fail(`JSON-LD @type "${type}" is not an expected type (scripts/audit/seo.ts JSON_LD_TYPES)`);
            continue;
          }
          types.push(type);
          jsonLdTypes.set(type, (jsonLdTypes.get(type) ?? 0) + 1);
          const missing = required.filter((key) => entity[key] === undefined || entity[key] === '');
          if (missing.length) fail(`JSON-LD ${type} lacks ${missing.join(', ')}`);
        }
      }
    }
    if (!types.includes('Organization')) fail('no Organization JSON-LD (from the root layout)');
    if (isArticle(route) && !types.includes('BlogPosting')) fail('an article without BlogPosting JSON-LD');
  }
  if (!notFoundChecked) errors.push('out/404.html is missing');

  for (const [title, routes] of titles) if (routes.length > 1) errors.push(`title "${title}" is shared by ${routes.join(', ')}`);
  for (const [text, routes] of descriptions) {
    if (routes.length > 1) errors.push(`meta description "${text.slice(0, 60)}…" is shared by ${routes.join(', ')}`);
  }

  const robotsFile = join(outDir, 'robots.txt');
  if (!existsSync(robotsFile)) errors.push('robots.txt is missing');
  else {
    const robots = readFileSync(robotsFile, 'utf8');
    if (!robots.split('\n').some((line) => line.trim() === `Sitemap: ${siteOrigin}/sitemap.xml`)) {
      errors.push(`robots.txt does not point to ${siteOrigin}/sitemap.xml`);
    }
    if (/^\s*Disallow:\s*\/\s*$/im.test(robots)) errors.push('robots.txt disallows the whole site');
  }

  const sitemapFile = join(outDir, 'sitemap.xml');
  let sitemapCount = 0;
  if (!existsSync(sitemapFile)) errors.push('sitemap.xml is missing');
  else {
    const listed = new Set();
    for (const loc of sitemapLocs(readFileSync(sitemapFile, 'utf8'))) {
      sitemapCount += 1;
      let url;
      try {
        url = new URL(loc);
      } catch {
        errors.push(`sitemap: "${loc}" is not an absolute URL`);
        continue;
      }
      if (url.origin !== siteOrigin) errors.push(`sitemap: ${loc} is not on ${siteOrigin}`);
      const path = decodeURIComponent(url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : '/');
      const target = resolveOnExport(outDir, url.pathname);
      if (!target?.endsWith('.html') || NOT_A_PAGE.has(routeOf(outDir, target))) errors.push(`sitemap: ${loc} is a 404 on the export`);
      if (listed.has(path)) errors.push(`sitemap: ${loc} is listed twice`);
      listed.add(path);
    }
    for (const route of pages) if (!listed.has(route)) errors.push(`sitemap.xml does not list ${route}`);
  }

  const articles = pages.filter(isArticle).length;
  const types = [...jsonLdTypes].map(([type, n]) => `${type} ×${n}`).join(', ') || 'none';
  const summary = `${pages.length} pages (${articles} articles), ${sitemapCount} sitemap URLs, JSON-LD: ${types}`;
  return { pages: pages.length, articles, sitemapCount, jsonLdTypes, summary, errors };
}
