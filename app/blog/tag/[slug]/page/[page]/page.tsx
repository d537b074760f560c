import { blogLists } from '@/content/blog-lists';
import { tagPath } from '@/lib/blog/paths';
import { tagArchives } from '@/lib/blog/source';
import { pageCount, parsePageParam, prerenderedPageParams } from '@/lib/blog/pagination';
import { env } from '@/lib/config/env';
import { BlogListPage } from '../../../../_components/blog-list-page';
import { tagHero } from '../../../../_components/list-hero';
import { MovedPage, movedMetadata, redirectOnServer } from '../../../../_components/moved-page';
import { loadTagPage, tagPageMetadata } from '../../tag-page';

type Params = { slug: string; page: string };
type Props = { params: Promise<Params> };

/** Pages 2…N of each tag archive, as the category archives have them; '1' redirects to the archive itself. */
export async function generateStaticParams(): Promise<Params[]> {
  return (await tagArchives()).flatMap(({ slug, posts }) =>
    ['1', ...prerenderedPageParams(pageCount(posts.length), env.serverMode)].map((page) => ({ slug, page })),
  );
}

async function load(params: Props['params']) {
  const { slug, page } = await params;
  if (page === '1') {
    const { tag } = await loadTagPage(slug, 1);
    redirectOnServer(tagPath(tag.slug));
    return { tag, list: null };
  }
  return loadTagPage(slug, parsePageParam(page));
}

export async function generateMetadata({ params }: Props) {
  const { tag, list } = await load(params);
  if (!list) return movedMetadata(tagPath(tag.slug), blogLists.tag.documentTitle(tag.name));
  return tagPageMetadata(tag, list.page, list.count);
}

export default async function TagArchiveLaterPage({ params }: Props) {
  const { tag, list } = await load(params);
  if (!list) return <MovedPage target={tagPath(tag.slug)} title={blogLists.tag.documentTitle(tag.name)} />;
  return (
    <BlogListPage
      hero={tagHero(tag, list.page, list.count)}
      list={list}
      base={tagPath(tag.slug)}
      navLabel={blogLists.pagination.tagLabel(tag.name)}
      tag={tag.slug}
    />
  );
}
