import { decode } from 'he';
import { JSDOM } from 'jsdom';
import { samplePageList } from '@/content/wp-pages';
import { fetchAllOf, type FetchJsonOptions } from '@/lib/blog/api';
import { BLOG_LIST_TAG, BLOG_TAG } from '@/lib/blog/cache-tags';
import { sanitizeHtmlInNode } from '@/lib/blog/source';
import { env } from '@/lib/config/env';
import { processSingleton } from '@/lib/util/process-singleton.mjs';
import { promoteOpeningCoverIn } from './hero';
import { pagesLoadError } from './load-error';
import { planPages, type PagePlan, type PlacedPage } from './paths';
import { reshapePage, type PageTools } from './reshape';
import { parsePageList, type WirePage } from './schema';
import type { SitePage } from './types';

/**
 * The server's source of WordPress pages: every published page from the WordPress.com API when
 * NEXT_PUBLIC_BLOG_SITE is set, otherwise the embedded sample (content/wp-pages.ts), through the same validation,
 * placement (paths.ts), sanitiser and reshaping. As for posts: one memo per export worker; in server mode every
 * answer is Next's, cached for BLOG_REVALIDATE_SECONDS under the blog's list tag, so POST /api/revalidate with a
 * page's id (which expires the list tag) or with no id re-renders its path.
 */

/** On the pages' list fetch besides the blog's own tags. */
const PAGES_TAG = 'blog-pages';

let window: JSDOM['window'] | null = null;
let uses = 0;

/** The hero pass over the sanitised content, on a jsdom window renewed as the sanitiser's is. */
function heroInNode(html: string) {
  if (window === null || uses >= 100) {
    window?.close();
    window = new JSDOM('').window;
    uses = 0;
  }
  uses += 1;
  return promoteOpeningCoverIn(window.document, html);
}

const tools: PageTools = { decode, sanitize: sanitizeHtmlInNode, apiOrigin: env.blog.apiBase, hero: heroInNode };

function cacheOptions(): FetchJsonOptions {
  return env.serverMode ? { next: { revalidate: env.blog.revalidateSeconds, tags: [BLOG_TAG, BLOG_LIST_TAG, PAGES_TAG] } } : {};
}

/** Published pages only: a list that mixes in posts or other statuses keeps just the pages. */
const published = (pages: WirePage[]) => pages.filter((page) => page.type === 'page' && page.status === 'publish');

/** The published pages as WordPress lists them (the pipeline's preflight reads them too). */
export async function loadWirePages(): Promise<WirePage[]> {
  const { site, apiBase } = env.blog;
  if (!site) return published(parsePageList(samplePageList, 'the embedded sample pages (content/wp-pages.ts)').posts);
  try {
    const api = { base: apiBase, site, fetchOptions: { timeoutMs: 30_000, ...cacheOptions() } };
    return published(await fetchAllOf(api, { type: 'page' }, parsePageList));
  } catch (error) {
    throw pagesLoadError(site, apiBase, error);
  }
}

type ExportMemo = { plan?: Promise<PagePlan<WirePage>> };
const exportMemo = processSingleton<ExportMemo>('wp-pages-export-memo', () => ({}));

/** Where every page goes, and which are left out (the build's preflight names those; the routes stay silent). */
export function getPagePlan(): Promise<PagePlan<WirePage>> {
  if (env.serverMode) return loadWirePages().then(planPages);
  exportMemo.plan ??= loadWirePages().then(planPages);
  return exportMemo.plan;
}

const reshaped = new WeakMap<WirePage, SitePage>();

function toSitePage(placed: PlacedPage<WirePage>): SitePage {
  let page = reshaped.get(placed.page);
  if (!page) reshaped.set(placed.page, (page = reshapePage(placed, tools)));
  return page;
}

/** The pages the build writes: path, segments, id and modified time (no content is sanitised for these). */
export async function pageRoutes(): Promise<{ id: number; path: string; segments: string[]; modified: string }[]> {
  return (await getPagePlan()).placed.map(({ page, path, segments }) => ({
    id: page.ID,
    path,
    segments,
    modified: page.modified ?? page.date,
  }));
}

/** The page at these decoded segments, or null (not a page, or one left out). */
export async function getSitePage(segments: readonly string[]): Promise<SitePage | null> {
  const key = segments.join('/');
  const placed = (await getPagePlan()).placed.find((candidate) => candidate.segments.join('/') === key);
  return placed ? toSitePage(placed) : null;
}
