import { blogPage } from '@/content/blog';
import { blogLists } from '@/content/blog-lists';
import { listPageMetadata } from '@/lib/blog/seo';
import { blogListPage, govArchiveSlug } from '@/lib/blog/source';
import { BlogListPage } from './_components/blog-list-page';
import { blogHero } from './_components/list-hero';

export async function generateMetadata() {
  const list = await blogListPage(1);
  return listPageMetadata({ ...blogPage.meta, base: blogPage.meta.path, page: 1, count: list?.count ?? 1 });
}

/** The newest 20 posts: exactly what the API's list call returns without parameters; older ones on /blog/page/N. */
export default async function BlogPage() {
  const list = (await blogListPage(1)) ?? { posts: [], page: 1, count: 1 };
  return (
    <BlogListPage
      hero={blogHero(1, list.count, await govArchiveSlug())}
      list={list}
      base={blogPage.meta.path}
      navLabel={blogLists.pagination.label}
    />
  );
}
