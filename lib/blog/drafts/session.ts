import { promoteOpeningCoverIn } from '@/lib/wp-pages/hero';
import { DraftsError, fetchDraft, fetchDrafts, fetchSite, type WireDraft, type WireDraftSummary, type WireSite } from './api';
import type { CheckItem, CheckTools, DraftDrawing } from './check';
import { checkDraft } from './check';
import type { ApiToken, DraftsConfig } from './oauth';

/** What the drafts page shows once it knows who is signed in. */
export type DraftsView =
  | { kind: 'starting' }
  | { kind: 'signed-out' }
  | { kind: 'redirecting' }
  | { kind: 'list'; posts: WireDraftSummary[] }
  | { kind: 'preview'; post: WireDraft; drawing: DraftDrawing; items: CheckItem[] }
  | { kind: 'other-site'; other: string }
  | { kind: 'unavailable' }
  | { kind: 'not-found'; id: number };

/** The calls the page makes, replaceable in tests. */
export type DraftsCalls = {
  fetchSite: typeof fetchSite;
  fetchDraft: typeof fetchDraft;
  fetchDrafts: typeof fetchDrafts;
  tools: () => Promise<CheckTools>;
};

/** A site as an editor knows it: its address without the scheme, else its name, else its id. */
export function siteLabel(site: Partial<WireSite> | null, id: string): string {
  const url = site?.URL?.replace(/^https?:\/\//, '').replace(/\/$/, '');
  return url || site?.name || `site ${id}`;
}

/**
 * The view for a signed-in editor: the list, or the post `id` with its check. A token issued for another site
 * is named and never used on this one; 401/403 ('signed-out') is rethrown for the caller to forget the token.
 */
export async function loadView(
  config: DraftsConfig,
  token: ApiToken,
  id: number | null,
  calls: DraftsCalls,
  signal?: AbortSignal,
): Promise<DraftsView> {
  try {
    const site = await calls.fetchSite(config, config.site, null, signal);
    if (token.siteId && token.siteId !== String(site.ID)) {
      const other = await calls.fetchSite(config, token.siteId, token, signal).catch(() => null);
      return { kind: 'other-site', other: siteLabel(other, token.siteId) };
    }
    if (id === null) return { kind: 'list', posts: await calls.fetchDrafts(config, token, signal) };
    const [post, tools] = await Promise.all([calls.fetchDraft(config, token, id, signal), calls.tools()]);
    if (post.siteId !== null && post.siteId !== site.ID) return { kind: 'not-found', id };
    return { kind: 'preview', post, ...checkDraft(post, tools) };
  } catch (error) {
    if (!(error instanceof DraftsError)) throw error;
    if (error.kind === 'not-found' && id !== null) return { kind: 'not-found', id };
    if (error.kind === 'signed-out') throw error;
    return { kind: 'unavailable' };
  }
}

/** The sanitiser and entity decoder of the browser, loaded with the preview only. */
async function browserCheckTools(apiOrigin: string): Promise<CheckTools> {
  const [{ sanitizeHtml, sanitizeHtmlWithFindings }, { decodeEntitiesDom }] = await Promise.all([
    import('../sanitize'),
    import('../../browser/blog/client'),
  ]);
  return {
    decode: decodeEntitiesDom,
    sanitize: sanitizeHtml,
    sanitizeWithFindings: sanitizeHtmlWithFindings,
    // An inert document: markup parsed there loads no image before the preview draws it.
    hero: (html) => promoteOpeningCoverIn(document.implementation.createHTMLDocument(''), html),
    apiOrigin,
  };
}

export const browserCalls = (apiOrigin: string): DraftsCalls => ({
  fetchSite,
  fetchDraft,
  fetchDrafts,
  tools: () => browserCheckTools(apiOrigin),
});
