import type { WireDraft } from '@/lib/blog/drafts/api';

/** A draft post as the WordPress.com API lists it, with nothing for the pre-publish check to report unless `fields` add it. */
export function wireDraft(fields: Partial<WireDraft> = {}): WireDraft {
  return {
    ID: 7001,
    date: '2026-11-20T09:00:00+00:00',
    modified: '2026-11-26T08:30:00+00:00',
    title: 'Edge node rollout notes',
    excerpt: '<p>Three lessons from the field.</p>',
    content: '<p>Plain words.</p>',
    featured_image: 'https://example.files.wordpress.com/2026/11/photo.jpg',
    author: { name: 'Priya Raman' },
    status: 'draft',
    siteId: 230000001,
    ...fields,
  };
}
