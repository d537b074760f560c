import { notFound } from 'next/navigation';
import { blogPage } from '@/content/blog';
import { blogLists } from '@/content/blog-lists';
import { pageCount, parsePageParam, prerenderedPageParams } from '@/lib/blog/pagination';
import { listPageMetadata } from '@/lib/blog/seo';
import { env } from '@/lib/config/env';
import { blogListPage, getPostSummaries, govArchiveSlug } from '@/lib/blog/source';
import { BlogListPage } from '../../_components/blog-list-page';
import { blogHero } from '../../_components/list-hero';
import { MovedPage, movedMetadata, redirectOnServer } from '../../_components/moved-page';

type Params = { page: string };
type Props = { params: Promise<Params> };

/**
 * Pages 2…N of /blog. '1' is listed too, as a redirect to /blog (see MovedPage), so the first page has one
 * address and a blog of 20 posts or fewer still gives the route a param to export. The server build pre-renders
 * only the first pages; the others render on their first request (SERVER_PRERENDER_LIST_PAGES).
 */
export async function generateStaticParams(): Promise<Params[]> {
  const count = pageCount((await getPostSummaries()).length);
  return ['1', ...prerenderedPageParams(count, env.serverMode)].map((page) => ({ page }));
}

async function load(params: Props['params']) {
  const { page: segment } = await params;
  if (segment === '1') {
    redirectOnServer(blogPage.meta.path);
    return null;
  }
  const page = parsePageParam(segment);
  const list = page ? await blogListPage(page) : null;
  if (!list) notFound();
  return list;
}

export async function generateMetadata({ params }: Props) {
  const list = await load(params);
  if (!list) return movedMetadata(blogPage.meta.path, blogPage.meta.title);
  return listPageMetadata({ ...blogPage.meta, base: blogPage.meta.path, page: list.page, count: list.count });
}

export default async function BlogLaterPage({ params }: Props) {
  const list = await load(params);
  if (!list) return <MovedPage target={blogPage.meta.path} title={blogPage.meta.title} />;
  return (
    <BlogListPage
      hero={blogHero(list.page, list.count, await govArchiveSlug())}
      list={list}
      base={blogPage.meta.path}
      navLabel={blogLists.pagination.label}
    />
  );
}
