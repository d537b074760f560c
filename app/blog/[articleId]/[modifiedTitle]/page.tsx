import { notFound, permanentRedirect } from 'next/navigation';
import { BlogArticle } from '@/components/blog/blog-article';
import { JsonLd } from '@/components/layout/json-ld';
import { PageJsonLd } from '@/components/layout/page-json-ld';
import { articleSlug } from '@/lib/blog/paths';
import { articleMetadata, blogPostingJsonLd } from '@/lib/blog/seo';
import { getWirePosts } from '@/lib/blog/source';
import { env } from '@/lib/config/env';
import { loadArticle } from './load-article';

type Params = { articleId: string; modifiedTitle: string };
type Props = { params: Promise<Params> };

// The export pre-renders every post. The server (NEXT_OUTPUT=server) pre-renders the newest
// BLOG_PRERENDER_POSTS and renders an older or newer id on its first request, then caches and revalidates it like
// the others, so its build time stops growing with the blog. `dynamicParams` keeps its default (true) because one
// literal cannot suit both targets: the export writes only these pages (an unknown id gets 404.html, whose client
// fallback renders posts newer than the build, see app/not-found.tsx).

export async function generateStaticParams(): Promise<Params[]> {
  const posts = await getWirePosts();
  // The API lists newest first.
  const prerendered = env.serverMode ? posts.slice(0, env.blog.prerenderPosts) : posts;
  return prerendered.map((post) => ({ articleId: String(post.ID), modifiedTitle: articleSlug(post.title) }));
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

async function load(params: Props['params']) {
  const { articleId, modifiedTitle } = await params;
  const article = await loadArticle(Number(articleId));
  if (!article) notFound();
  // The server renders any /blog/<id>/<slug>: an old title's slug (or a made-up one) goes to the article's own
  // address, so each article is one cached page. Permanent (308): a renamed post's old address moves search
  // engines to the new one. The export only has canonical addresses.
  if (env.serverMode && `/blog/${articleId}/${decoded(modifiedTitle)}` !== article.href) permanentRedirect(article.href);
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
      <PageJsonLd meta={{ title: article.title, description: '', path: article.href }} />
    </>
  );
}
