import { featuredImageOf } from '@/lib/blog/reshape';
import type { ReshapeTools } from '@/lib/blog/reshape';
import type { Hero } from './hero';
import type { PlacedPage } from './paths';
import type { WirePage } from './schema';
import type { SitePage } from './types';

export const UNTITLED_PAGE = 'Untitled page';

/** The page tools: the posts' (decode, the one sanitiser), and the hero pass over the sanitised content. */
export type PageTools = ReshapeTools & { hero: (html: string) => { html: string; hero: Hero } };

const DESCRIPTION_LENGTH = 160;

/** Sanitised HTML as one line of plain text, cut at a word for a meta description. */
function descriptionOf(html: string, decode: (text: string) => string, max = DESCRIPTION_LENGTH): string {
  const text = decode(html.replace(/<[^>]*>/g, ' '))
    .replace(/\[…\]|\[\.\.\.\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

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
    description: descriptionOf(tools.sanitize(page.excerpt), tools.decode),
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
