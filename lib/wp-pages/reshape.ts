import { featuredImageOf } from '@/lib/blog/reshape';
import type { ReshapeTools } from '@/lib/blog/reshape';
import { plainText } from '@/lib/blog/seo';
import type { Hero } from './hero';
import type { PlacedPage } from './paths';
import type { WirePage } from './schema';
import type { SitePage } from './types';

export const UNTITLED_PAGE = 'Untitled page';

/** The page tools: the posts' (decode, the one sanitiser), and the hero pass over the sanitised content. */
export type PageTools = ReshapeTools & { hero: (html: string) => { html: string; hero: Hero } };

const titleOf = (page: Pick<WirePage, 'title'>, tools: Pick<ReshapeTools, 'decode'>) => tools.decode(page.title).trim() || UNTITLED_PAGE;

/** A placed wire page into what the page view draws. */
export function reshapePage({ page, path, segments, ancestors }: PlacedPage<WirePage>, tools: PageTools): SitePage {
  const { html, hero } = tools.hero(tools.sanitize(page.content));
  let crumbPath = '';
  return {
    id: page.ID,
    path,
    segments,
    title: titleOf(page, tools),
    // The excerpt as a meta description, cut as a post's is.
    description: plainText(tools.sanitize(page.excerpt)),
    contentHtml: html,
    heroHeading: hero.heading,
    heroImage: hero.image,
    date: page.date,
    modified: page.modified ?? page.date,
    featuredImage: featuredImageOf(page, tools.apiOrigin),
    ancestors: ancestors.map((ancestor, index) => {
      crumbPath += `/${encodeURIComponent(segments[index] ?? ancestor.slug)}`;
      return { name: titleOf(ancestor, tools), path: crumbPath };
    }),
  };
}
