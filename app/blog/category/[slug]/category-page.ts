import { notFound } from 'next/navigation';
import { blogLists } from '@/content/blog-lists';
import { slicePage } from '@/lib/blog/pagination';
import { categoryPath } from '@/lib/blog/paths';
import { listPageMetadata } from '@/lib/blog/seo';
import { categoryArchive } from '@/lib/blog/source';

/** Page `page` of the archive of `slug`; a 404 for an unknown category or a page past the last. */
export async function loadCategoryPage(slug: string, page: number | null) {
  const category = await categoryArchive(slug);
  const list = category && page ? slicePage(category.posts, page) : null;
  if (!category || !list) notFound();
  return { category, list };
}

export function categoryPageMetadata(category: { name: string; slug: string }, page: number, count: number) {
  return listPageMetadata({
    title: blogLists.category.documentTitle(category.name),
    description: blogLists.category.description(category.name),
    base: categoryPath(category.slug),
    page,
    count,
  });
}
