import { notFound } from 'next/navigation';
import { BlogArticle } from '@/components/blog/blog-article';
import { JsonLd } from '@/components/json-ld';
import { articleSlug } from '@/lib/blog/paths';
import { articleMetadata, blogPostingJsonLd } from '@/lib/blog/seo';
import { getArticle, getWirePosts } from '@/lib/blog/source';
import { env } from '@/lib/env';

type Params = { articleId: string; modifiedTitle: string };
type Props = { params: Promise<Params> };

// Every post is pre-rendered; newer ones are rendered by the 404 page's client fallback (app/not-found.tsx).
export const dynamicParams = false;

export async function generateStaticParams(): Promise<Params[]> {
  const posts = await getWirePosts();
  return posts.map((post) => ({ articleId: String(post.ID), modifiedTitle: articleSlug(post.title) }));
}

async function load(params: Props['params']) {
  const { articleId } = await params;
  const article = await getArticle(Number(articleId));
  if (!article) notFound();
  return article;
}

export async function generateMetadata({ params }: Props) {
  return articleMetadata(await load(params));
}

export default async function ArticlePage({ params }: Props) {
  const article = await load(params);
  return (
    <>
      <BlogArticle articleId={article.id} initial={article} live={env.blog.site !== null} siteUrl={env.siteUrl} />
      <JsonLd data={blogPostingJsonLd(article)} />
    </>
  );
}
