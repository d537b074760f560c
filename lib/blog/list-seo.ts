import type { Metadata } from 'next';
import { blogPage } from '@/content/blog';
import { blogArchive } from '@/content/blog-archive';
import { pageMetadata } from '@/lib/seo';
import { listPagePath } from './pagination';

const feedLink = { 'application/rss+xml': [{ url: blogPage.feed.path, title: blogPage.feed.title }] };

type ListMeta = {
  /** The list's title on its first page ('Blog', 'Gov posts'). */
  title: string;
  /** The first page's description; later pages add 'Page N of M.' so no two pages share one. */
  description: string;
  /** The first page's path. */
  base: string;
  page: number;
  count: number;
};

/** Title, description and canonical of one page of a list: page N is its own page, not a copy of page 1. */
export function listPageMetadata({ title, description, base, page, count }: ListMeta): Metadata {
  const later = page > 1;
  const meta = {
    title: later ? blogArchive.pageOf(title, page, count) : title,
    description: later ? `${description} Page ${page} of ${count}.` : description,
    path: listPagePath(base, page),
  };
  // Later pages and category archives have no card of their own (the build draws one per static route and
  // article): they share /blog's.
  const metadata = pageMetadata(meta, { cardPath: blogPage.meta.path });
  return { ...metadata, alternates: { ...metadata.alternates, types: feedLink } };
}
