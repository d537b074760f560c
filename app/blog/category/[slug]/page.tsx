import { blogArchive } from '@/content/blog-archive';
import { archiveGroups } from '@/lib/blog/archive';
import { categoryPath } from '@/lib/blog/categories';
import { BlogListPage } from '../../_components/blog-list-page';
import { categoryHero } from '../../_components/list-hero';
import { archiveMetadata, loadArchivePage } from './archive';

type Params = { slug: string };
type Props = { params: Promise<Params> };

/** One archive per category that has posts, from the posts the build fetched (no other API call). */
export async function generateStaticParams(): Promise<Params[]> {
  return (await archiveGroups()).map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: Props) {
  const { category, list } = await loadArchivePage((await params).slug, 1);
  return archiveMetadata(category, 1, list.count);
}

export default async function CategoryArchivePage({ params }: Props) {
  const { category, list } = await loadArchivePage((await params).slug, 1);
  return (
    <BlogListPage
      hero={categoryHero(category, 1, list.count)}
      list={list}
      base={categoryPath(category.slug)}
      navLabel={blogArchive.pagination.categoryLabel(category.name)}
      category={category.slug}
    />
  );
}
