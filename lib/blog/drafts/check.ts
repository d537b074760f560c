import type { PageTools } from '@/lib/wp-pages/reshape';
import type { SitePage } from '@/lib/wp-pages/types';
import { featuredImageOf, reshapeArticle } from '../reshape';
import type { Finding, FindingKind } from '../sanitize/findings';
import type { Article } from '../types';
import type { WireDraft } from './api';
import { draftSitePage } from './draft-page';
import { pageChecks } from './pages';

/*
 * The pre-publish check: the post drawn exactly as visitors will get it (reshapeArticle, or reshapePage for a
 * WordPress page: the one sanitiser policy) and what that drawing changed, as the sanitiser's own passes reported it while they changed it, plus
 * what the post itself lacks for the cards, social image and search results; for a WordPress page, also a path
 * the site's code already serves and a parent that is not published (either leaves the page out of the build).
 */

type PostCheckKind = 'no-featured-image' | 'long-title' | 'no-excerpt' | 'page-path-taken' | 'page-parent-unpublished';
export type CheckKind = FindingKind | PostCheckKind;
export type CheckItem = { kind: CheckKind; block: string | null; words: string; detail: string };

/** Search results cut a title at about this many characters. */
export const TITLE_LIMIT = 60;

export type CheckTools = {
  decode: (text: string) => string;
  /** The published pages' sanitiser (excerpts). */
  sanitize: (html: string) => string;
  /** The same sanitiser, reporting its changes (content). */
  sanitizeWithFindings: (html: string) => { html: string; findings: Finding[] };
  /** The published pages' hero pass (lib/wp-pages/hero.ts) on this environment's DOM. */
  hero: PageTools['hero'];
  apiOrigin?: string;
};

/** What the preview draws: a post with the article view, a WordPress page with the page view, each as published. */
export type DraftDrawing = { as: 'article'; article: Article } | { as: 'page'; page: SitePage };

const plainText = (html: string, decode: (text: string) => string) =>
  decode(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** What the post lacks as a whole: a usable featured image, a title search results show whole, an excerpt. */
export function postChecks(post: WireDraft, tools: Pick<CheckTools, 'decode' | 'apiOrigin'>): CheckItem[] {
  const items: CheckItem[] = [];
  if (!featuredImageOf(post, tools.apiOrigin)) {
    // An http:// or otherwise unusable address counts as none: the page policy would block it.
    items.push({ kind: 'no-featured-image', block: null, words: '', detail: post.featured_image?.trim() ?? '' });
  }
  const title = tools.decode(post.title).trim();
  if (title.length > TITLE_LIMIT) {
    items.push({ kind: 'long-title', block: null, words: title, detail: String(title.length) });
  }
  if (!plainText(post.excerpt, tools.decode)) items.push({ kind: 'no-excerpt', block: null, words: '', detail: '' });
  if (post.type === 'page') items.push(...pageChecks(post, post.parent ?? null).map((item) => ({ ...item, block: null, words: '' })));
  return items;
}

/** The post or page as the site will publish it, and everything the check lists, content findings first. */
export function checkDraft(post: WireDraft, tools: CheckTools): { drawing: DraftDrawing; items: CheckItem[] } {
  let findings: Finding[] = [];
  const sanitize = (html: string) => {
    if (html !== post.content) return tools.sanitize(html);
    const result = tools.sanitizeWithFindings(html);
    findings = result.findings;
    return result.html;
  };
  const reshapeTools = { decode: tools.decode, sanitize, apiOrigin: tools.apiOrigin };
  const drawing: DraftDrawing =
    post.type === 'page'
      ? { as: 'page', page: draftSitePage(post, { ...reshapeTools, hero: tools.hero }) }
      : { as: 'article', article: reshapeArticle(post, reshapeTools) };
  return { drawing, items: [...findings, ...postChecks(post, tools)] };
}
