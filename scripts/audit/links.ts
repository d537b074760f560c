// Link audit of the static export, offline: every internal href, src, srcset and #fragment in every page must
// resolve under the hosting rule; target=_blank needs rel=noopener; ids are unique; every img has alt.
// External links are counted and listed, never fetched.
//   npx tsx scripts/audit/links.ts [outDir]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlFiles, resolveOnExport, routeOf } from './lib/export';
import { attr, describe, elements, parseHtml, type HtmlDocument, type HtmlElement } from './lib/html';
import { siteOriginOf } from './lib/site-origin';

/** Attributes that hold one URL, per element. */
const URL_ATTRS: Record<string, string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  img: ['src'],
  source: ['src'],
  script: ['src'],
  iframe: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  embed: ['src'],
  object: ['data'],
  form: ['action'],
  use: ['href', 'xlink:href'],
  image: ['href', 'xlink:href'],
};
/** Open Graph / Twitter images are fetched by link previews: they must exist too. */
const META_URLS = new Set(['og:image', 'og:url', 'twitter:image']);
const SKIPPED_SCHEMES = new Set(['data:', 'blob:']);
const EXTERNAL_SCHEMES = new Set(['mailto:', 'tel:', 'sms:']);

/** srcset candidates: 'a.png 1x, b.png 2x' → ['a.png', 'b.png']. */
export function srcsetUrls(value: string): string[] {
  return value
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

/** The id targets of one page: every id, plus the legacy <a name>. */
function anchorsOf(document: HtmlDocument) {
  const anchors = new Set<string>();
  for (const el of elements(document)) {
    const id = attr(el, 'id');
    if (id) anchors.add(id);
    const name = attr(el, 'name');
    if (el.tagName === 'a' && name) anchors.add(name);
  }
  return anchors;
}

/**
 * Audits every HTML page of `outDir`. `siteOrigin` is the public origin the build was configured with:
 * absolute URLs on it (canonical, og:url, og:image) are internal and must resolve on the export too.
 */
export type LinkReport = { pages: number; internalChecked: number; external: Map<string, number>; errors: string[] };

export function auditLinks(outDir: string, { siteOrigin }: { siteOrigin?: string } = {}): LinkReport {
  const errors: string[] = [];
  const external = new Map<string, number>();
  // _not-found.html is Next's copy of 404.html: auditing it would only report everything twice.
  const files = htmlFiles(outDir).filter((file) => routeOf(outDir, file) !== '/_not-found');
  const pages = files.map((file) => {
    const route = routeOf(outDir, file);
    const document = parseHtml(readFileSync(file, 'utf8'), { scripting: false });
    return { file, route, document };
  });
  const anchorCache = new Map<string, Set<string>>();
  const anchorsFor = (file: string) => {
    let anchors = anchorCache.get(file);
    if (!anchors) {
      const page = pages.find((p) => p.file === file);
      const document = page?.document ?? parseHtml(readFileSync(file, 'utf8'), { scripting: false });
      anchorCache.set(file, (anchors = anchorsOf(document)));
    }
    return anchors;
  };

  let internalChecked = 0;
  for (const { route, document } of pages) {
    const pageUrl = new URL(route, 'http://export.invalid');
    const where = (el: HtmlElement) => `${route} ${describe(el)}`;
    const ids = new Set<string>();
    const localAnchors = anchorsOf(document);

    const check = (el: HtmlElement, raw: string, what: string) => {
      const value = raw.trim();
      if (value === '') {
        errors.push(`${where(el)}: empty ${what} on <${el.tagName}>`);
        return;
      }
      if (/^javascript:/i.test(value)) {
        errors.push(`${where(el)}: javascript: URL in ${what}`);
        return;
      }
      // Same-document fragments work wherever the page is served (the 404 page is served at any path).
      if (value.startsWith('#')) {
        const fragment = decodeURIComponent(value.slice(1));
        if (fragment === '') errors.push(`${where(el)}: ${what}="#" goes nowhere; use a button or a real target`);
        else if (fragment !== 'top' && !localAnchors.has(fragment)) {
          errors.push(`${where(el)}: ${what} "${value}": no element with that id on this page`);
        }
        return;
      }
      let url;
      try {
        url = new URL(value, pageUrl);
      } catch {
        errors.push(`${where(el)}: unparseable ${what} "${value}"`);
        return;
      }
      if (SKIPPED_SCHEMES.has(url.protocol)) return;
      const internal = url.origin === pageUrl.origin || (siteOrigin && url.origin === siteOrigin);
      if (!internal || EXTERNAL_SCHEMES.has(url.protocol)) {
        const key = EXTERNAL_SCHEMES.has(url.protocol) ? `${url.protocol}${url.pathname}` : url.href;
        external.set(key, (external.get(key) ?? 0) + 1);
        return;
      }
      internalChecked += 1;
      const target = resolveOnExport(outDir, url.pathname);
      if (!target || target.endsWith('/404.html')) {
        errors.push(`${where(el)}: ${what} "${value}" → ${url.pathname} is a 404 on the export`);
        return;
      }
      // '#top' scrolls to the top without any target (HTML spec).
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment && fragment !== 'top' && target.endsWith('.html') && !anchorsFor(target).has(fragment)) {
        errors.push(`${where(el)}: ${what} "${value}": no element with id "${fragment}" on ${url.pathname}`);
      }
    };

    for (const el of elements(document)) {
      const id = attr(el, 'id');
      if (id !== undefined) {
        if (id === '') errors.push(`${where(el)}: empty id on <${el.tagName}>`);
        else if (ids.has(id)) errors.push(`${where(el)}: duplicate id "${id}"`);
        else ids.add(id);
      }
      for (const name of URL_ATTRS[el.tagName] ?? []) {
        const value = attr(el, name);
        if (value !== undefined) check(el, value, name);
      }
      for (const name of ['srcset', 'imagesrcset']) {
        const value = attr(el, name);
        if (value !== undefined) for (const url of srcsetUrls(value)) check(el, url, name);
      }
      if (el.tagName === 'meta' && META_URLS.has(attr(el, 'property') ?? attr(el, 'name') ?? '')) {
        const content = attr(el, 'content');
        if (content !== undefined) check(el, content, `${attr(el, 'property') ?? attr(el, 'name')} content`);
      }
      if (attr(el, 'target') === '_blank') {
        const rel = (attr(el, 'rel') ?? '').toLowerCase().split(/\s+/);
        if (!rel.includes('noopener')) errors.push(`${where(el)}: target="_blank" without rel="noopener"`);
      }
      if (el.tagName === 'img' && attr(el, 'alt') === undefined) {
        errors.push(`${where(el)}: <img src="${attr(el, 'src') ?? ''}"> has no alt attribute`);
      }
    }
  }
  return { pages: pages.length, internalChecked, external, errors };
}

export function printLinkReport({ pages, internalChecked, external, errors }: LinkReport) {
  const refs = [...external.values()].reduce((a, b) => a + b, 0);
  console.log(
    `Links: ${pages} pages, ${internalChecked} internal references resolved, ${external.size} distinct external URLs (${refs} references, not fetched)`,
  );
  for (const [url, count] of [...external].sort((a, b) => a[0].localeCompare(b[0]))) {
    console.log(`  external ${String(count).padStart(4)} × ${url}`);
  }
  if (errors.length) console.error(`\n${errors.length} link problem(s):\n- ${errors.join('\n- ')}`);
  else console.log('No link problems.');
}

if (require.main === module) {
  const root = join(__dirname, '../..');
  const outDir = process.argv[2] ?? join(root, 'out');
  const result = auditLinks(outDir, { siteOrigin: siteOriginOf(outDir) });
  printLinkReport(result);
  process.exit(result.errors.length ? 1 : 0);
}
