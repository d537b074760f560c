import { urlSegments } from '@/lib/wp-pages/paths';
import { reshapePage, type PageTools } from '@/lib/wp-pages/reshape';
import type { SitePage } from '@/lib/wp-pages/types';
import type { WireDraft } from './api';
import { draftPagePath } from './pages';

/**
 * A draft WordPress page as the page view will draw it once published, through the published pages' own reshape
 * (the one sanitiser policy, the cover promoted to the hero).
 *
 * The published route reads every ancestor from the full list of pages; a draft knows only its parent (the API's
 * `{ID, title}`, and the status and path api.ts reads of it). So its breadcrumbs are Home › parent › page: a
 * grandchild's grandparents are missing, and a parent with no known path (neither a pretty URL nor a slug) draws
 * no crumb rather than a link to nowhere. The path is the one the check computes (draftPagePath), empty while the
 * page has none yet; the view does not draw it.
 */
export function draftSitePage(post: WireDraft, tools: PageTools): SitePage {
  const parent = post.parent ?? null;
  const path = draftPagePath(post, parent);
  const ancestors = parent?.path ? [{ title: parent.title, slug: '', path: parent.path }] : [];
  return reshapePage({ page: post, path: path ?? '', segments: (path && urlSegments(path)) || [], ancestors }, tools);
}
