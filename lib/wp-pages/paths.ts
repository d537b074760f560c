import { describeTaken, takenPath } from './taken-paths';
import { parentId, type WirePage } from './schema';

/**
 * Where each published page goes: the path of its WordPress `URL` (`/{slug}`, `/{parent}/{child}`), or the slugs
 * of its ancestors when the URL has no path (plain permalinks, `/?page_id=12`). A page is left out, with one reason,
 * when its path is taken by the site (taken-paths.ts), when a parent is not published or is itself left out, when
 * a segment cannot be a file name, or when an earlier page (menu order, then id) already has the same path.
 */

/**
 * The one path the export writes for the pages' route when a site has no page (an export needs one param): a 404
 * page, left out of the search index. No WordPress page can have it: it is taken (taken-paths.ts).
 */
export const NO_PAGES_SEGMENT = '_no-wordpress-pages';

export type PlacedPage<P> = { page: P; path: string; segments: string[]; ancestors: P[] };
export type LeftOutPage<P> = { page: P; path: string | null; reason: string };
export type PagePlan<P> = { placed: PlacedPage<P>[]; leftOut: LeftOutPage<P>[] };

type PageLike = Pick<WirePage, 'ID' | 'slug' | 'URL' | 'parent' | 'menu_order' | 'title'>;

/** A file name holds 255 bytes; a segment this long is no address anyone types. */
const MAX_SEGMENT_BYTES = 200;

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** The decoded segments of a page URL's path, or null when it has none (or one the site cannot use). */
export function urlSegments(url: string): string[] | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'https://site.invalid');
  } catch {
    return null;
  }
  const raw = parsed.pathname.split('/').filter(Boolean);
  if (raw.length === 0) return null;
  const segments = raw.map(decoded);
  return segments.every((segment): segment is string => segment !== null) ? segments : null;
}

/** A site path from decoded segments, each percent-encoded as a link needs it. */
export function pathOf(segments: readonly string[]): string {
  return `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;
}

/** UTF-8 length without TextEncoder (older test DOMs lack it): every percent-escape is one byte. */
const utf8Bytes = (text: string) => encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, 'x').length;

function badSegment(segment: string): boolean {
  return /[/\\\u0000-\u001f\u007f?#]/.test(segment) || utf8Bytes(segment) > MAX_SEGMENT_BYTES;
}

const byMenuOrder = (a: PageLike, b: PageLike) => a.menu_order - b.menu_order || a.ID - b.ID;

/** The plan for a list of published pages (in any order): placed pages first by menu order, then id. */
export function planPages<P extends PageLike>(pages: readonly P[]): PagePlan<P> {
  const byId = new Map(pages.map((page) => [page.ID, page]));
  const results = new Map<number, { placed: PlacedPage<P> } | { leftOut: LeftOutPage<P> }>();
  const owners = new Map<string, P>();
  const visiting = new Set<number>();

  const leave = (page: P, path: string | null, reason: string) => {
    const result = { leftOut: { page, path, reason } };
    results.set(page.ID, result);
    return result;
  };

  function place(page: P): { placed: PlacedPage<P> } | { leftOut: LeftOutPage<P> } {
    const known = results.get(page.ID);
    if (known) return known;
    const ownUrl = urlSegments(page.URL);
    const ownPath = ownUrl ? pathOf(ownUrl) : null;
    if (visiting.has(page.ID)) return leave(page, ownPath, 'its parents form a loop');
    visiting.add(page.ID);
    try {
      let ancestors: P[] = [];
      let parentSegments: string[] = [];
      const parent = parentId(page);
      if (parent !== null) {
        const parentPage = byId.get(parent);
        if (!parentPage) return leave(page, ownPath, `its parent page ${parent} is not published`);
        const parentResult = place(parentPage);
        if ('leftOut' in parentResult) return leave(page, ownPath, `its parent page ${parent} is left out`);
        ancestors = [...parentResult.placed.ancestors, parentPage];
        parentSegments = parentResult.placed.segments;
      }
      const segments = ownUrl ?? [...parentSegments, page.slug];
      const path = pathOf(segments);
      const bad = segments.find(badSegment);
      if (bad !== undefined || !page.slug) return leave(page, path, 'its address has a segment that cannot be a file name');
      const taken = takenPath(path);
      if (taken) return leave(page, path, `the path is ${describeTaken(taken)}`);
      const key = path.toLowerCase();
      const owner = owners.get(key);
      if (owner && owner.ID !== page.ID) return leave(page, path, `page ${owner.ID} already has this path`);
      owners.set(key, page);
      const result = { placed: { page, path, segments, ancestors } };
      results.set(page.ID, result);
      return result;
    } finally {
      visiting.delete(page.ID);
    }
  }

  const ordered = [...pages].sort(byMenuOrder);
  // Parents claim their paths before children, and earlier pages before later ones.
  const depth = (page: P) => urlSegments(page.URL)?.length ?? 1;
  for (const page of [...ordered].sort((a, b) => depth(a) - depth(b))) place(page);
  const placed: PlacedPage<P>[] = [];
  const leftOut: LeftOutPage<P>[] = [];
  for (const page of ordered) {
    const result = results.get(page.ID)!;
    if ('placed' in result) placed.push(result.placed);
    else leftOut.push(result.leftOut);
  }
  return { placed, leftOut };
}

/** The build's one line for a page it leaves out. */
export function leftOutLine({ page, path, reason }: LeftOutPage<Pick<WirePage, 'ID' | 'title'>>, decode: (text: string) => string): string {
  const title = decode(page.title).trim() || '(untitled)';
  return `[pages] Left out page ${page.ID} "${title}"${path ? ` at ${path}` : ''}: ${reason}.`;
}
