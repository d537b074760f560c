import { blogLists } from '@/content/blog-lists';
import { categoryPath } from '@/lib/blog/paths';
import { categoryArchives } from '@/lib/blog/source';
import { BlogListPage } from '../../_components/blog-list-page';
import { categoryHero } from '../../_components/list-hero';
import { categoryPageMetadata, loadCategoryPage } from './category-page';

type Params = { slug: string };
type Props = { params: Promise<Params> };

/** One archive per category that has posts, from the posts the build fetched (no other API call). */
export async function generateStaticParams(): Promise<Params[]> {
  return (await categoryArchives()).map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: Props) {
  const { category, list } = await loadCategoryPage((await params).slug, 1);
  return categoryPageMetadata(category, 1, list.count);
}

export default async function CategoryArchivePage({ params }: Props) {
  const { category, list } = await loadCategoryPage((await params).slug, 1);
  return (
    <BlogListPage
      hero={categoryHero(category, 1, list.count)}
      list={list}
      base={categoryPath(category.slug)}
      navLabel={blogLists.pagination.categoryLabel(category.name)}
      category={category.slug}
    />
  );
}
