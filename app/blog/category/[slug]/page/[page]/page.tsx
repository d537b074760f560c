import { blogLists } from '@/content/blog-lists';
import { categoryPath } from '@/lib/blog/paths';
import { categoryArchives } from '@/lib/blog/source';
import { pageCount, parsePageParam, prerenderedPageParams } from '@/lib/blog/pagination';
import { env } from '@/lib/config/env';
import { BlogListPage } from '../../../../_components/blog-list-page';
import { categoryHero } from '../../../../_components/list-hero';
import { MovedPage, movedMetadata, redirectOnServer } from '../../../../_components/moved-page';
import { categoryPageMetadata, loadCategoryPage } from '../../category-page';

type Params = { slug: string; page: string };
type Props = { params: Promise<Params> };

/**
 * Pages 2…N of each archive (the server build: its first pages only, the rest on first request); '1' of each
 * redirects to the archive's own address (see /blog/page/[page]).
 */
export async function generateStaticParams(): Promise<Params[]> {
  return (await categoryArchives()).flatMap(({ slug, posts }) =>
    ['1', ...prerenderedPageParams(pageCount(posts.length), env.serverMode)].map((page) => ({ slug, page })),
  );
}

async function load(params: Props['params']) {
  const { slug, page } = await params;
  if (page === '1') {
    const { category } = await loadCategoryPage(slug, 1);
    redirectOnServer(categoryPath(category.slug));
    return { category, list: null };
  }
  return loadCategoryPage(slug, parsePageParam(page));
}

export async function generateMetadata({ params }: Props) {
  const { category, list } = await load(params);
  if (!list) return movedMetadata(categoryPath(category.slug), blogLists.category.documentTitle(category.name));
  return categoryPageMetadata(category, list.page, list.count);
}

export default async function CategoryArchiveLaterPage({ params }: Props) {
  const { category, list } = await load(params);
  if (!list) return <MovedPage target={categoryPath(category.slug)} title={blogLists.category.documentTitle(category.name)} />;
  return (
    <BlogListPage
      hero={categoryHero(category, list.page, list.count)}
      list={list}
      base={categoryPath(category.slug)}
      navLabel={blogLists.pagination.categoryLabel(category.name)}
      category={category.slug}
    />
  );
}
