import { SimplePage } from '@/components/simple-page';
import { contactPage } from '@/content/contact';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(contactPage.meta);

export default function ContactPage() {
  return <SimplePage content={contactPage} />;
}
