import { featuredImageOf } from '@/lib/blog/reshape';
import type { ReshapeTools } from '@/lib/blog/reshape';
import { plainTextOf } from '@/lib/blog/plain-text';
import type { Hero } from './hero';
import type { PlacedPage } from './paths';
import type { WirePage } from './schema';
import type { SitePage } from './types';

export const UNTITLED_PAGE = 'Untitled page';

/** The page tools: the posts' (decode, the one sanitiser), and the hero pass over the sanitised content. */
export type PageTools = ReshapeTools & { hero: (html: string) => { html: string; hero: Hero } };

const titleOf = (page: Pick<WirePage, 'title'>, tools: Pick<ReshapeTools, 'decode'>) => tools.decode(page.title).trim() || UNTITLED_PAGE;

/** What the reshape reads of a page: a published one (WirePage), or a draft page the preview draws. */
type PageFields = Pick<WirePage, 'ID' | 'title' | 'content' | 'excerpt' | 'date' | 'modified' | 'featured_image' | 'post_thumbnail'>;

/**
 * An ancestor's own `path` (a link) stands when given: a draft knows its parent's path but not the parent's
 * ancestors, so its crumbs cannot be built from its segments. Published pages leave it out.
 */
type Ancestor = Pick<WirePage, 'title' | 'slug'> & { path?: string };

type Placed = Omit<PlacedPage<WirePage>, 'page' | 'ancestors'> & { page: PageFields; ancestors: readonly Ancestor[] };

/** A placed wire page into what the page view draws. */
export function reshapePage({ page, path, segments, ancestors }: Placed, tools: PageTools): SitePage {
  const { html, hero } = tools.hero(tools.sanitize(page.content));
  let crumbPath = '';
  return {
    id: page.ID,
    path,
    segments,
    title: titleOf(page, tools),
    // The excerpt as a meta description, cut as a post's is (with the tools' decoder: this runs in the browser too).
    description: plainTextOf(tools.sanitize(page.excerpt), tools.decode),
    contentHtml: html,
    heroHeading: hero.heading,
    heroImage: hero.image,
    date: page.date,
    modified: page.modified ?? page.date,
    featuredImage: featuredImageOf(page, tools.apiOrigin),
    ancestors: ancestors.map((ancestor, index) => {
      crumbPath = ancestor.path ?? `${crumbPath}/${encodeURIComponent(segments[index] ?? ancestor.slug)}`;
      return { name: titleOf(ancestor, tools), path: crumbPath };
    }),
  };
}
