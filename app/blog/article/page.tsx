import type { Metadata } from 'next';
import { ArticleFromAddress } from '@/components/blog/blog-article';
import { blogPage } from '@/content/blog';
import { site } from '@/content/site';
import { env } from '@/lib/config/env';

// Not a page of its own: the browser-side renderer for articles newer than the build (see BlogRedirect).
export const metadata: Metadata = {
  title: blogPage.article.fallbackTitle,
  robots: { index: false },
};

export default function ArticleFallbackPage() {
  return <ArticleFromAddress siteUrl={env.siteUrl} titleSuffix={site.company.name} />;
}
