/**
 * Which addresses a WordPress page may not have: every address the site's own code, public/ or the build already
 * serves. A page never replaces a route of the code; the build leaves such a page out and names it, and the drafts
 * check tells the editor before publishing. Pure and small on purpose: the drafts preview runs it in the browser.
 *
 * A page owns a path only when no part of it collides, compared without case (a case-insensitive file system
 * would write `About.html` over `about.html`):
 * - its first segment is not one of the site's top-level routes, public/ entries or build outputs (`/security`,
 *   and everything under it, belong to the code even where no file exists yet);
 * - no segment is a name the export writes for itself (`index`, `404`) or one a static host would read as a file
 *   (`.html`, a leading dot).
 * taken-paths.test.ts reads app/ and public/ and fails when a top-level entry is missing from these lists.
 */

/** Top-level segments of the app's routes (app/…), each the whole section below it. */
export const APP_SEGMENTS: readonly string[] = [
  '.well-known',
  'about',
  'accessibility',
  'api',
  'blog',
  'contact',
  'day2apps',
  'documentation',
  'federal-frontier',
  'fedstryke',
  'fkp',
  'fleetedge-air',
  'fleetedge-land',
  'fleetedge-sea',
  'frontier-edge',
  'icon.svg',
  'img',
  'og',
  'privacy',
  'private-sector',
  'products',
  'robots.txt',
  'search',
  'security',
  'sitemap.xml',
  'sitemaps',
  'team',
  'vitro',
  'whycapi',
  'xtreme-cloud-sso',
];

/** Top-level entries of public/, served as they are. */
export const PUBLIC_ENTRIES: readonly string[] = ['_headers', 'images', 'og-default.png'];

/** What the build writes at the top of the export besides the routes: Next's assets, the search index, error pages. */
const BUILD_OUTPUTS: readonly string[] = ['_next', '_not-found', 'pagefind', '404', '500', 'index', 'favicon.ico'];

export type TakenReason =
  | { kind: 'home' }
  | { kind: 'route'; owner: string }
  | { kind: 'public'; owner: string }
  | { kind: 'build'; owner: string }
  | { kind: 'unusable'; segment: string };

const lower = (list: readonly string[]) => new Set(list.map((entry) => entry.toLowerCase()));
const app = lower(APP_SEGMENTS);
const publicFiles = lower(PUBLIC_ENTRIES);
const build = lower(BUILD_OUTPUTS);

/** Segments no page may have anywhere in its path: names the export or a static host give a meaning of their own. */
function unusable(segment: string): boolean {
  return segment.startsWith('.') || segment.startsWith('_') || /\.html?$/i.test(segment) || /^(?:index|404|500)$/i.test(segment);
}

/** The segments of a site path ('/a/b/' → ['a', 'b']), percent-decoded where that is valid. */
function pathSegments(path: string): string[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

/**
 * Why a page may not have `path` (a site path such as '/events/expo-2027'), or null when the path is free for it.
 */
export function takenPath(path: string): TakenReason | null {
  const segments = pathSegments(path);
  const first = segments[0]?.toLowerCase();
  if (first === undefined) return { kind: 'home' };
  if (app.has(first)) return { kind: 'route', owner: `/${segments[0]}` };
  if (publicFiles.has(first)) return { kind: 'public', owner: `/${segments[0]}` };
  if (build.has(first)) return { kind: 'build', owner: `/${segments[0]}` };
  const bad = segments.find(unusable);
  if (bad !== undefined) return { kind: 'unusable', segment: bad };
  return null;
}

/** The reason in one short phrase, for the build's line and the drafts check: "the site's own route /contact". */
export function describeTaken(reason: TakenReason): string {
  switch (reason.kind) {
    case 'home':
      return "the site's home page";
    case 'route':
      return `the site's own route ${reason.owner}`;
    case 'public':
      return `the site's file ${reason.owner}`;
    case 'build':
      return `${reason.owner}, which the build writes`;
    case 'unusable':
      return `the segment "${reason.segment}", which a static host reads as a file of its own`;
  }
}
