import { SimplePage } from '@/components/simple-page';
import { aboutPage } from '@/content/about';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(aboutPage.meta);

export default function AboutPage() {
  return <SimplePage content={aboutPage} />;
}
