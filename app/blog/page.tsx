import { PageJsonLd } from '@/components/page-json-ld';
import { PageHero } from '@/components/page-hero';
import { Section } from '@/components/ui/section';
import { blogPage } from '@/content/blog';
import { blogListMetadata } from '@/lib/blog/seo';
import { getPostSummaries } from '@/lib/blog/source';
import { env } from '@/lib/env';
import { BlogList } from './_components/blog-list';

export const metadata = blogListMetadata();

export default async function BlogPage() {
  const posts = await getPostSummaries();
  return (
    <>
      <PageJsonLd meta={blogPage.meta} />
      <PageHero {...blogPage.hero} />
      {/* A div: the page's h1 heads the list, and each card is an article with its own heading. */}
      <Section as="div">
        <BlogList initial={posts} live={env.blog.site !== null} />
      </Section>
    </>
  );
}
