// Unpublished WordPress pages for the drafts preview, served with the drafts (oauth.ts) to `type=page` calls and
// by id: a draft page under a draft parent, a pending page whose slug the site's own /contact route takes, and
// a clean scheduled page that opens with a cover (its hero). Oldest changes of all the drafts, so they list after
// the posts.
import { makePost, type FakePost } from './data';

const SITE = 'https://e2e.wordpress.com';

function page(
  fields: { ID: number; date: string; title: string; slug: string; excerpt: string; content: string; featured_image?: string },
  status: string,
  modified: string,
  parent: { ID: number; title: string } | null = null,
): FakePost {
  const post = makePost({ ...fields, modified, author: 'Hannah Kowalczyk' });
  return {
    ...post,
    type: 'page',
    status,
    slug: fields.slug,
    // An unpublished page has no pretty address yet.
    URL: `${SITE}/?page_id=${fields.ID}`,
    parent: parent
      ? {
          ID: parent.ID,
          type: 'page',
          link: `https://public-api.wordpress.com/rest/v1.1/sites/230000001/posts/${parent.ID}`,
          title: parent.title,
        }
      : false,
    menu_order: 0,
    categories: {},
    tags: {},
  };
}

export const DRAFT_PAGES = {
  /** A draft child page whose parent (7103) is a draft too. */
  child: 7101,
  /** Pending, slug 'contact': the site's own route. */
  takenPath: 7102,
  /** The draft parent of 7101. */
  parent: 7103,
  /** Scheduled, nothing to change; opens with a cover of colour alone (an http photo would be a finding). */
  clean: 7104,
};

export function draftPages(origin: string): FakePost[] {
  const partners = { ID: DRAFT_PAGES.parent, title: 'Partners' };
  return [
    page(
      {
        ID: DRAFT_PAGES.child,
        date: '2026-11-05T09:00:00+00:00',
        title: 'Partner programme: how to apply',
        slug: 'apply',
        excerpt: '<p>How integrators join the partner programme.</p>',
        content: '<p>Integrators apply in three steps.</p><h2 class="wp-block-heading">Eligibility</h2><p>Two certified engineers.</p>',
      },
      'draft',
      '2026-11-08T10:00:00+00:00',
      partners,
    ),
    page(
      {
        ID: DRAFT_PAGES.takenPath,
        date: '2026-11-04T09:00:00+00:00',
        title: 'Contact the events team',
        slug: 'contact',
        featured_image: `${origin}/images/featured-7102.svg`,
        excerpt: '<p>Where to find us at the trade shows.</p>',
        content: '<p>Meet the events team at booth 12.</p>',
      },
      'pending',
      '2026-11-07T10:00:00+00:00',
    ),
    page(
      {
        ID: DRAFT_PAGES.parent,
        date: '2026-11-03T09:00:00+00:00',
        title: 'Partners',
        slug: 'partners',
        excerpt: '<p>The integrators we work with.</p>',
        content: '<p>Our partners deliver the platform across the regions we serve.</p>',
      },
      'draft',
      '2026-11-06T10:00:00+00:00',
    ),
    page(
      {
        ID: DRAFT_PAGES.clean,
        date: '2027-02-01T09:00:00+00:00',
        title: 'Expo 2027: meet us in hall B',
        slug: 'expo-2027',
        featured_image: `${origin}/images/featured-7104.svg`,
        excerpt: '<p>Demos, talks and where our booth is.</p>',
        content:
          '<div class="wp-block-cover"><span aria-hidden="true" class="wp-block-cover__background has-vivid-cyan-blue-background-color has-background-dim-100 has-background-dim"></span>' +
          '<div class="wp-block-cover__inner-container is-layout-constrained wp-block-cover-is-layout-constrained"><h2 class="wp-block-heading has-text-align-center">Meet us in hall B</h2>\n' +
          '<p class="has-text-align-center">Three days of live demos, from the first of February.</p></div></div>' +
          '<p>Three days of demos in hall B.</p>',
      },
      'future',
      '2026-11-05T10:00:00+00:00',
    ),
  ];
}
