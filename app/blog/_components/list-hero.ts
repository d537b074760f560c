import type { PageHeroProps } from '@/components/sections/page-hero';
import { blogPage } from '@/content/blog';
import { blogArchive } from '@/content/blog-archive';
import type { CategoryGroup } from '@/lib/blog/categories';
import { categoryPath } from '@/lib/blog/categories';
import { GOV_CATEGORY } from '@/lib/blog/is-gov';

/** /blog's hero on page `page` of `count`; it links the Gov archive, what a federal visitor looks for first. */
export function blogHero(page: number, count: number, govSlug: string | null): PageHeroProps {
  const { hero } = blogPage;
  return {
    ...hero,
    title: page > 1 ? blogArchive.pageOf(hero.title, page, count) : hero.title,
    ctas: govSlug ? [{ label: blogArchive.gov.headerLink, href: categoryPath(govSlug), variant: 'secondary' }] : [],
  };
}

/** A category archive's hero; it links back to every post. */
export function categoryHero(category: Pick<CategoryGroup, 'name'>, page: number, count: number): PageHeroProps {
  const text = blogArchive.category;
  const title = text.title(category.name);
  return {
    eyebrow: text.eyebrow,
    title: page > 1 ? blogArchive.pageOf(title, page, count) : title,
    lead: category.name === GOV_CATEGORY ? blogArchive.gov.lead : text.lead(category.name),
    ctas: [{ label: text.allPosts, href: blogPage.meta.path, variant: 'secondary' }],
  };
}
