import type { PageHeroProps } from '@/components/sections/page-hero';
import { blogPage } from '@/content/blog';
import { blogLists } from '@/content/blog-lists';
import { categoryPath } from '@/lib/blog/paths';
import { GOV_CATEGORY } from '@/lib/blog/reshape';
import type { CategoryGroup, TagGroup } from '@/lib/blog/types';

/** /blog's hero on page `page` of `count`; it links the Gov archive, what a federal visitor looks for first. */
export function blogHero(page: number, count: number, govSlug: string | null): PageHeroProps {
  const { hero } = blogPage;
  return {
    ...hero,
    title: page > 1 ? blogLists.pageOf(hero.title, page, count) : hero.title,
    ctas: govSlug ? [{ label: blogLists.gov.headerLink, href: categoryPath(govSlug), variant: 'secondary' }] : [],
  };
}

/** A category archive's hero; it links back to every post. */
export function categoryHero(category: Pick<CategoryGroup, 'name'>, page: number, count: number): PageHeroProps {
  const text = blogLists.category;
  const title = text.title(category.name);
  return {
    eyebrow: text.eyebrow,
    title: page > 1 ? blogLists.pageOf(title, page, count) : title,
    lead: category.name === GOV_CATEGORY ? blogLists.gov.lead : text.lead(category.name),
    ctas: [{ label: text.allPosts, href: blogPage.meta.path, variant: 'secondary' }],
  };
}

/** A tag archive's hero; it links back to every post. */
export function tagHero(tag: Pick<TagGroup, 'name'>, page: number, count: number): PageHeroProps {
  const text = blogLists.tag;
  const title = text.title(tag.name);
  return {
    eyebrow: text.eyebrow,
    title: page > 1 ? blogLists.pageOf(title, page, count) : title,
    lead: text.lead(tag.name),
    ctas: [{ label: blogLists.category.allPosts, href: blogPage.meta.path, variant: 'secondary' }],
  };
}
