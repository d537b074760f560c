import { JsonLd } from '@/components/layout/json-ld';
import { PageHero, type PageHeroProps } from '@/components/sections/page-hero';
import { Section } from '@/components/ui/section';
import type { ListPage } from '@/lib/blog/types';
import type { ListQuery } from '@/lib/browser/blog/client';
import { listPagePath } from '@/lib/blog/paths';
import { absoluteUrl } from '@/lib/blog/seo';
import { env } from '@/lib/config/env';
import { breadcrumbJsonLd, breadcrumbTrail } from '@/lib/site/structured-data';
import { BlogList } from './blog-list';
import { PaginationNav } from './pagination-nav';

type Props = {
  hero: PageHeroProps;
  list: ListPage;
  /** The list's first page: /blog, /blog/category/{slug} or /blog/tag/{slug}. */
  base: string;
  /** The pagination nav's accessible name. */
  navLabel: string;
  /** The archive's category slug, for the browser's refresh (`category=`). */
  category?: string;
  /** The archive's tag slug, for the browser's refresh (`tag=`). */
  tag?: string;
};

/**
 * One page of a post list (/blog, /blog/page/N, a category or tag archive): hero, the page's cards and the pagination
 * nav, with its breadcrumb trail as JSON-LD. React places the <link rel="prev"/"next"> in the document head.
 */
export function BlogListPage({ hero, list, base, navLabel, category, tag }: Props) {
  const { posts, page, count } = list;
  const query: ListQuery = category ? { page, category } : tag ? { page, tag } : { page };
  const path = listPagePath(base, page);
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(breadcrumbTrail({ title: hero.title, path }))} />
      {page > 1 ? <link rel="prev" href={absoluteUrl(listPagePath(base, page - 1))} /> : null}
      {page < count ? <link rel="next" href={absoluteUrl(listPagePath(base, page + 1))} /> : null}
      <PageHero {...hero} />
      {/* A div: the page's h1 heads the list, and each card is an article with its own heading. */}
      <Section as="div">
        {/* Keyed by page: moving from page 2 to page 3 in the browser keeps this component mounted, and its state
            would otherwise still hold page 2's cards (for good when no API refresh replaces them). */}
        <BlogList key={`${category ?? ''}/${tag ?? ''}/${page}`} initial={posts} live={env.blog.site !== null} query={query} />
        <PaginationNav base={base} page={page} count={count} label={navLabel} />
      </Section>
    </>
  );
}
