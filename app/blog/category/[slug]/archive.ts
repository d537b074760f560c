import { notFound } from 'next/navigation';
import { blogArchive } from '@/content/blog-archive';
import { categoryGroup, slicePage } from '@/lib/blog/archive';
import { categoryPath } from '@/lib/blog/categories';
import { listPageMetadata } from '@/lib/blog/list-seo';

/** Page `page` of the archive of `slug`; a 404 for an unknown category or a page past the last. */
export async function loadArchivePage(slug: string, page: number | null) {
  const category = await categoryGroup(slug);
  const list = category && page ? slicePage(category.posts, page) : null;
  if (!category || !list) notFound();
  return { category, list };
}

export function archiveMetadata(category: { name: string; slug: string }, page: number, count: number) {
  return listPageMetadata({
    title: blogArchive.category.documentTitle(category.name),
    description: blogArchive.category.description(category.name),
    base: categoryPath(category.slug),
    page,
    count,
  });
}
