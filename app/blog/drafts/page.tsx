import type { Metadata } from 'next';
import { draftsPage } from '@/content/blog-drafts';
import { draftsConfig } from '@/lib/blog/drafts/config';
import { DraftsScreen } from './_components/drafts-screen';
import { DraftsUnconfigured } from './_components/drafts-unconfigured';

// The editors' preview: linked from nowhere, kept out of search engines, the sitemap, the feed and the site
// search, and never cached by a host (deploy/headers.ts).
export const metadata: Metadata = {
  title: draftsPage.meta.title,
  description: draftsPage.meta.description,
  robots: { index: false, follow: false },
};

export default function DraftsPage() {
  const config = draftsConfig();
  return config ? <DraftsScreen config={config} /> : <DraftsUnconfigured />;
}
