import { blogLists } from '@/content/blog-lists';
import { tagPath } from '@/lib/blog/paths';
import { tagArchives } from '@/lib/blog/source';
import { BlogListPage } from '../../_components/blog-list-page';
import { tagHero } from '../../_components/list-hero';
import { loadTagPage, tagPageMetadata } from './tag-page';

type Params = { slug: string };
type Props = { params: Promise<Params> };

/** One archive per tag that has posts, from the posts the build fetched (no other API call). */
export async function generateStaticParams(): Promise<Params[]> {
  return (await tagArchives()).map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: Props) {
  const { tag, list } = await loadTagPage((await params).slug, 1);
  return tagPageMetadata(tag, 1, list.count);
}

export default async function TagArchivePage({ params }: Props) {
  const { tag, list } = await loadTagPage((await params).slug, 1);
  return (
    <BlogListPage
      hero={tagHero(tag, 1, list.count)}
      list={list}
      base={tagPath(tag.slug)}
      navLabel={blogLists.pagination.tagLabel(tag.name)}
      tag={tag.slug}
    />
  );
}
