// Builds a throwaway export on disk for the audits' unit tests.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const ORIGIN = 'https://site.test';

/** A valid page of this site's shape: head metadata, Organization JSON-LD, one h1, `body` in <main>. */
export function page({
  route,
  title = `Title of ${route}`,
  description = `About ${route}`,
  body = '',
  head = '',
  h1 = `Heading ${route}`,
  jsonLd = [{ '@type': 'Organization', name: 'Co', url: ORIGIN }],
}: {
  route: string;
  title?: string;
  description?: string;
  body?: string;
  head?: string;
  h1?: string;
  /** JSON-LD objects (given @context) or raw strings written as they are. */
  jsonLd?: (Record<string, unknown> | string)[];
}) {
  const url = `${ORIGIN}${route === '/' ? '' : route}`;
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><meta name="description" content="${description}"><link rel="canonical" href="${url}"><meta property="og:title" content="${title}"><meta property="og:description" content="${description}"><meta property="og:url" content="${url}"><meta property="og:image" content="${ORIGIN}/og.png">${head}</head><body><a href="#main">Skip</a><main id="main"><h1>${h1}</h1>${body}</main>${jsonLd
    .map(
      (data) =>
        `<script type="application/ld+json">${typeof data === 'string' ? data : JSON.stringify({ '@context': 'https://schema.org', ...data })}</script>`,
    )
    .join('')}</body></html>`;
}

/** Writes `files` ({ 'about.html': '...' }) into a new temporary directory; returns it and a cleanup. */
export function makeExport(files: Record<string, string | Buffer>) {
  const dir = mkdtempSync(join(tmpdir(), 'audit-fixture-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** robots.txt and a sitemap listing `routes`, as app/robots.ts and app/sitemap.xml/route.ts write them. */
export function crawlFiles(routes: string[]) {
  return {
    'robots.txt': `User-Agent: *\nAllow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
    'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${routes
      .map((r) => `<url>\n<loc>${ORIGIN}${r === '/' ? '' : r}</loc>\n</url>`)
      .join('\n')}\n</urlset>\n`,
  };
}

export const NOT_FOUND = `<!DOCTYPE html><html lang="en"><head><title>Not found</title><meta name="robots" content="noindex"></head><body><a href="#main">Skip</a><main id="main"><h1>Page not found</h1><a href="whycapi">Why</a></main></body></html>`;
