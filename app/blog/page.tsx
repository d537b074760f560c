import { SimplePage } from '@/components/simple-page';
import { blogPage } from '@/content/blog';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(blogPage.meta);

export default function BlogPage() {
  return <SimplePage content={blogPage} />;
}
