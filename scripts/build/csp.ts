// Content-Security-Policy of the static export. Next inlines a few executable scripts in every page (the
// Turbopack bootstrap and the React Server Components payload), different per page and per build, so the
// policy (lib/site/csp.ts) is computed after `next build` from each HTML file and travels inside it as a <meta>
// element: any host that serves out/ as-is enforces it. What a meta policy cannot carry (frame-ancestors) goes in
// the HTTP header: HEADER_POLICY in deploy/headers.ts, which every host sends. The same pass moves each page's
// framework scripts after its first paint (lib/site/paint-first.ts), since that adds an inline script to hash.
import { readdirSync, statSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { playerOrigins } from '@/lib/blog/embeds';
import { blogSources, buildPagePolicy, draftsConnectSources, type BlogSources, type PolicyOptions } from '@/lib/site/csp';
import { classifyInlineScript, excerpt, inlineScriptHashes, inlineScripts, isExecutableInline, scriptHash } from '@/lib/site/csp-inline';
import { paintFirst } from '@/lib/site/paint-first';

export { inlineScriptHashes, isExecutableInline, scriptHash };

/** Inline executable scripts of a shape the pass does not know (see lib/site/csp-inline.ts), as short excerpts. */
export function unknownInlineScripts(html: string): string[] {
  return inlineScripts(html)
    .filter((text) => classifyInlineScript(text) === null)
    .map((text) => excerpt(text));
}

/**
 * Exported pages that compile WebAssembly: the search page runs Pagefind's index reader (out/pagefind/). Only
 * these get 'wasm-unsafe-eval', which allows WebAssembly compilation and nothing else ('unsafe-eval' never).
 */
export const WASM_PAGES: ReadonlySet<string> = new Set(['search.html']);

/**
 * Exported pages that may frame a video player: the articles (blog/<id>/<slug>.html), the fallback page that
 * renders a post newer than the build (blog/article.html) and the editors' preview of a draft (blog/drafts.html),
 * which draws a post exactly as its article will. Post content, and so a click-to-play video, appears nowhere
 * else; every other page keeps frame-src 'none'.
 */
export function isArticlePage(relativePath: string): boolean {
  return /^blog\/(?:\d+\/[^/]+|article|drafts)\.html$/.test(relativePath.split('\\').join('/'));
}

/** The editors' drafts preview: its connect-src is the WordPress.com API only (lib/site/csp.ts draftsConnectSources). */
const DRAFTS_PAGE = 'blog/drafts.html';

const EXISTING_META = /<meta\s+http-equiv=(["'])Content-Security-Policy\1[^>]*>/gi;
const HEAD_OPEN = /<head\b[^>]*>/i;
const CHARSET_META = /^\s*<meta\s+charset=(?:"[^"]*"|'[^']*'|[^\s/>]+)\s*\/?>/i;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * Puts the policy at the top of <head>: right after the charset declaration when that comes first (it must
 * stay within the first 1024 bytes), otherwise as the first child. Either way it precedes every script and
 * stylesheet, which is what a meta policy needs to govern them. Re-running replaces an earlier policy.
 */
export function insertCspMeta(html: string, policy: string): string {
  const cleaned = html.replace(EXISTING_META, '');
  const head = HEAD_OPEN.exec(cleaned);
  if (!head) throw new Error('no <head> element to carry the Content-Security-Policy');
  let at = head.index + head[0].length;
  const charset = CHARSET_META.exec(cleaned.slice(at));
  if (charset) at += charset[0].length;
  if (/<script\b/i.test(cleaned.slice(0, at))) throw new Error('a <script> precedes the Content-Security-Policy');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  return cleaned.slice(0, at) + meta + cleaned.slice(at);
}

/**
 * The whole pass for one HTML document; `wasm` for the pages in WASM_PAGES, `frames` for the pages
 * isArticlePage accepts, `connect` for DRAFTS_PAGE. Refuses a page with an inline script of an unknown shape:
 * hashing it would allow it to run.
 */
export function applyPagePolicy(html: string, sources: BlogSources, options: PolicyOptions = {}): string {
  const unknown = unknownInlineScripts(html);
  if (unknown.length > 0) {
    throw new Error(
      `${unknown.length} inline script(s) of a shape the CSP pass does not know; refusing to allow them by hash ` +
        `(lib/site/csp-inline.ts lists the accepted shapes):\n${unknown.map((text) => `  <script>${text}</script>`).join('\n')}`,
    );
  }
  // Hash after removing an earlier meta so a re-run computes the same result.
  const scriptHashes = inlineScriptHashes(html);
  return insertCspMeta(html, buildPagePolicy({ ...sources, ...options, scriptHashes }));
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_next' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/**
 * The build step: writes each exported page's policy into its <head>. Runs with the build's environment, so
 * connect-src and img-src name the blog API the build was configured for. Throws naming the first page it cannot
 * give a policy. Each page is replaced whole (written beside it, then renamed over it): the search index reads
 * the same pages at the same time (scripts/build/index.ts) and must never see half a file.
 */
export async function writePagePolicies(outDir: string, env: Readonly<Record<string, string | undefined>> = process.env): Promise<string> {
  const sources = blogSources({
    apiBase: env.NEXT_PUBLIC_BLOG_API_BASE,
    site: env.NEXT_PUBLIC_BLOG_SITE,
    analytics: { domain: env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN, endpoint: env.NEXT_PUBLIC_PLAUSIBLE_ENDPOINT },
  });
  // The players of the providers site.embeds.playInline lets play on an article page.
  const frames = playerOrigins();
  let count = 0;
  let paintedFirst = 0;
  for (const file of htmlFiles(outDir)) {
    const page = relative(outDir, file);
    try {
      const drafts = page.split('\\').join('/') === DRAFTS_PAGE;
      const options = {
        wasm: WASM_PAGES.has(page),
        frames: isArticlePage(page) ? frames : [],
        ...(drafts ? { connect: draftsConnectSources(sources) } : {}),
      };
      const temporary = `${file}.csp-${process.pid}`;
      // The page's framework scripts start after its first paint (lib/site/paint-first.ts): its loader is one of
      // the inline scripts the policy then hashes.
      const html = await readFile(file, 'utf8');
      const painted = paintFirst(html);
      if (painted !== html) paintedFirst += 1;
      await writeFile(temporary, applyPagePolicy(painted, sources, options));
      await rename(temporary, file);
    } catch (error) {
      throw new Error(`${page}: ${error instanceof Error ? error.message : String(error)}`);
    }
    count += 1;
  }
  if (count === 0) throw new Error(`no HTML files in ${outDir}; run next build first`);
  const connect = [sources.apiOrigin, ...(sources.analyticsOrigin ? [sources.analyticsOrigin] : [])].join(' ');
  return (
    `Content-Security-Policy written into ${count} pages (connect-src ${connect}; on ${DRAFTS_PAGE} ` +
    `${draftsConnectSources(sources).join(' ')} only; frame-src on articles ${frames.join(' ') || "'none'"}); ` +
    `${paintedFirst} pages start their framework scripts after the first paint`
  );
}
