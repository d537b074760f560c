/**
 * What the artifact tests (e2e/artifacts/*.test.ts, node:test, no browser) share: each build's output read from
 * disk, each exported page parsed once (parse5, the document a browser builds from the same HTML) however many
 * tests read it, and which builds this run made. e2e/run.ts runs them after the builds, before Playwright.
 */
import { readFileSync } from 'node:fs';
import { resolveOnExport } from '../scripts/audit/lib/export';
import { attr, elements, parseHtml, textContent, type HtmlDocument, type HtmlElement } from '../scripts/audit/lib/html';
import { buildDir, builds, type BuildName } from './builds';

export { attr, textContent, type HtmlElement };

/**
 * The builds this run made: e2e/run.ts passes them in E2E_BUILDS (`--project=…` makes fewer); without it (one file
 * run by hand: `npx tsx --test e2e/artifacts/head.test.ts`) every build is expected, and a missing one fails its tests.
 */
const made = process.env.E2E_BUILDS ? new Set(process.env.E2E_BUILDS.split(',')) : null;

/** node:test's `skip` for a test of one build: a reason when this run did not make it, else false. */
export const unlessBuilt = (...names: BuildName[]): string | false => {
  const missing = names.filter((name) => made !== null && !made.has(name));
  return missing.length > 0 ? `not built in this run: ${missing.join(', ')}` : false;
};

export type ExportedPage = { route: string; html: string; document: HtmlDocument; elements: HtmlElement[] };

const parsed = new Map<string, ExportedPage>();

/** The file the host serves for a URL path of an export (path, path.html, path/index.html), or null for a 404. */
export function exportedFile(build: BuildName, pathname: string): string | null {
  return resolveOnExport(buildDir(build), pathname);
}

/** An exported page, parsed once per build and route. */
export function exportedPage(build: BuildName, route: string): ExportedPage {
  const key = `${build} ${route}`;
  let page = parsed.get(key);
  if (!page) {
    const file = exportedFile(build, route);
    if (!file) throw new Error(`${builds[build].output} has no page at ${route}`);
    const html = readFileSync(file, 'utf8');
    const document = parseHtml(html);
    page = { route, html, document, elements: elements(document) };
    parsed.set(key, page);
  }
  return page;
}

/** The content of a <meta property|name=key>, or undefined. */
export function metaContent(page: ExportedPage, key: string): string | undefined {
  const found = page.elements.find((el) => el.tagName === 'meta' && (attr(el, 'property') === key || attr(el, 'name') === key));
  return found ? attr(found, 'content') : undefined;
}

/** The page's JSON-LD blocks, parsed. */
export const jsonLd = (page: ExportedPage) =>
  page.elements
    .filter((el) => el.tagName === 'script' && attr(el, 'type') === 'application/ld+json')
    .map((el) => JSON.parse(textContent(el)) as Record<string, unknown>);

/** The page's Content-Security-Policy <meta>, as the browser reads it. */
export function pagePolicy(page: ExportedPage): string {
  const found = page.elements.find((el) => el.tagName === 'meta' && attr(el, 'http-equiv') === 'Content-Security-Policy');
  const policy = found && attr(found, 'content');
  if (!policy) throw new Error(`${page.route} carries no Content-Security-Policy`);
  return policy;
}
