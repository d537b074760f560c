import { describeTaken, takenPath } from '@/lib/wp-pages/taken-paths';

/*
 * What the pre-publish check adds for a WordPress page: the path it will have on this site, whether the site's
 * own code already serves that path (the build would leave the page out), and whether its parent is published
 * (a page under an unpublished parent is left out too). Pure: the page's parent arrives with it (api.ts).
 */

/** A page's parent as the API gives it on the page (`{ID, type, link, title}`), with what the drafts call read of it. */
export type DraftParent = { ID: number; title: string; status: string | null; path: string | null };

/** The site path of a URL (`https://blog.example/events/expo/` → '/events/expo'), or null for `?page_id=` and the like. */
export function prettyPath(url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    const { pathname, search } = new URL(url);
    const path = pathname.replace(/\/+$/, '');
    return path && !search ? path : null;
  } catch {
    return null;
  }
}

/**
 * The path a page will have once published: its parent's path (or slug) and its own slug; its `URL`'s path when
 * it has no slug yet but a pretty URL; null when neither is known (a draft never saved with a title).
 */
export function draftPagePath(page: { slug?: string; URL?: string }, parent: DraftParent | null): string | null {
  const slug = page.slug?.trim();
  if (!slug) return prettyPath(page.URL);
  if (!parent) return `/${slug}`;
  return parent.path ? `${parent.path}/${slug}` : null;
}

export type PageCheckItem = { kind: 'page-path-taken' | 'page-parent-unpublished'; detail: string };

/** The page's own findings: a taken path (named with what takes it) and a parent that is not published. */
export function pageChecks(page: { slug?: string; URL?: string }, parent: DraftParent | null): PageCheckItem[] {
  const items: PageCheckItem[] = [];
  if (parent && parent.status !== 'publish') {
    items.push({
      kind: 'page-parent-unpublished',
      detail: parent.title ? `${parent.title} (${parent.status ?? 'unknown'})` : String(parent.ID),
    });
  }
  const path = draftPagePath(page, parent);
  const taken = path ? takenPath(path) : null;
  if (path && taken) items.push({ kind: 'page-path-taken', detail: `${path}: ${describeTaken(taken)}` });
  return items;
}
