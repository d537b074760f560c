import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { blogLists } from '@/content/blog-lists';
import { slicePage } from '@/lib/blog/pagination';
import { tagPath } from '@/lib/blog/paths';
import { listPageMetadata } from '@/lib/blog/seo';
import { tagArchive } from '@/lib/blog/source';
import type { TagGroup } from '@/lib/blog/types';

/** Page `page` of the archive of `slug`; a 404 for an unknown tag or a page past the last. */
export async function loadTagPage(slug: string, page: number | null) {
  const tag = await tagArchive(slug);
  const list = tag && page ? slicePage(tag.posts, page) : null;
  if (!tag || !list) notFound();
  return { tag, list };
}

/** As a category archive's; an archive without posts (the stand-in of a blog with no tags) is noindex. */
export function tagPageMetadata(tag: TagGroup, page: number, count: number): Metadata {
  const metadata = listPageMetadata({
    title: blogLists.tag.documentTitle(tag.name),
    description: blogLists.tag.description(tag.name),
    base: tagPath(tag.slug),
    page,
    count,
  });
  return tag.posts.length > 0 ? metadata : { ...metadata, robots: { index: false } };
}
